/** The analytics event names of the spec; nothing else may be tracked. */
export const analyticsEvents = [
  'active',
  'error_page',
  'social_click_bluesky',
  'add_bucket',
  'add_fish',
  'link_toon',
  'link_toon_update',
  'delete_toon',
  'toon_link_enable',
] as const;
export type AnalyticsEvent = (typeof analyticsEvents)[number];

export type AnalyticsParams = Record<string, string | number | boolean | null>;

export interface TrackedEvent {
  name: AnalyticsEvent;
  params: AnalyticsParams;
  at: number;
}

type AnalyticsSink = (event: TrackedEvent) => void;

const recent: TrackedEvent[] = [];
const RECENT_LIMIT = 50;
let sink: AnalyticsSink | null = null;

/** Plugs in a real analytics backend; without one, events are only kept in memory. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

/**
 * Records an event. Never throws: analytics must not break a page, with or without a backend.
 * Recent events are kept (bounded) and announced as a `trinket:analytics` DOM event for tests
 * and debugging.
 */
export function track(name: AnalyticsEvent, params: AnalyticsParams = {}): void {
  const event: TrackedEvent = { name, params, at: Date.now() };
  recent.push(event);
  if (recent.length > RECENT_LIMIT) recent.shift();
  try {
    sink?.(event);
  } catch {
    // A failing backend is not the visitor's problem.
  }
  if (typeof window !== 'undefined' && typeof CustomEvent === 'function') {
    window.dispatchEvent(new CustomEvent('trinket:analytics', { detail: event }));
  }
}

export function recentEvents(): readonly TrackedEvent[] {
  return [...recent];
}
