import { type ModuleFederationRuntimePlugin, registerPlugins } from '@module-federation/enhanced/runtime';
import type { SiteConfig } from 'shared-contracts';
import type { TelemetryEvent } from 'shared-contracts/domain';
import { setAreaSink } from '../../lib/telemetry/area-reports';

// How each remote version does in this browser (issue 34), for the api's per-minute counts: each
// remote load's outcome and time (a federation runtime plugin), each area's errors, and the page's
// LCP under the remote whose area it is. Started on a sampled page view only (sampling.ts), and
// loaded only then; reported with navigator.sendBeacon, which outlives the page. An event names the
// remote, its version and what happened; nothing about the visitor, the URL or an error's message.

/** The api takes at most this many events a beacon (MAX_TELEMETRY_EVENTS). */
const BEACON_EVENTS = 20;
/** Events wait this long for others to share their beacon; a hidden page sends at once. */
const FLUSH_DELAY_MS = 3000;
/** Longest time the api believes (MAX_TELEMETRY_MS). */
const MAX_MS = 120_000;
const ERROR_CLASS = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

let endpoint: string | null = null;
let versions: Record<string, string> = {};
const queue: TelemetryEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let lcpMs: number | null = null;
let firstPath: string | null = null;
let pageRemote: string | null = null;

const versionOf = (remote: string) => versions[remote] ?? 'build';

/** A federation error's code (`RUNTIME-008`), else the error's class; never its message. */
function errorClassOf(error: unknown): string | undefined {
  const code = /\bRUNTIME-\d{3}\b/.exec(error instanceof Error ? error.message : '')?.[0];
  const name = code ?? (error instanceof Error ? error.name : undefined);
  return name && ERROR_CLASS.test(name) ? name : undefined;
}

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  if (!endpoint) return;
  while (queue.length > 0) {
    navigator.sendBeacon(endpoint, JSON.stringify({ events: queue.splice(0, BEACON_EVENTS) }));
  }
}

function push(event: TelemetryEvent): void {
  if (!endpoint) return;
  queue.push(event);
  timer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

function reportLcpAndFlush(): void {
  if (lcpMs !== null && pageRemote && lcpMs <= MAX_MS) {
    push({ kind: 'lcp', remote: pageRemote, version: versionOf(pageRemote), lcpMs: Math.round(lcpMs) });
  }
  lcpMs = null;
  flush();
}

/** Follows the page's LCP, and sends what waits (with the LCP) once the page is hidden or left. */
function watchPage(): void {
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new PerformanceObserver((list) => {
      const latest = list.getEntries().at(-1);
      if (latest) lcpMs = latest.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && reportLcpAndFlush());
  addEventListener('pagehide', reportLcpAndFlush);
}

/** Counts each remote load: when it was asked for, and how it ended. */
function loadTimingPlugin(): ModuleFederationRuntimePlugin {
  const started = new Map<string, number>();
  return {
    name: 'trinket-remote-telemetry',
    beforeRequest(args) {
      started.set(args.id, performance.now());
      return args;
    },
    async afterLoadRemote({ id, remote, error, recovered }) {
      const name = remote?.name ?? id.split('/')[0] ?? '';
      const began = started.get(id);
      started.delete(id);
      const failed = error !== undefined && !recovered;
      push({
        kind: 'load',
        remote: name,
        version: versionOf(name),
        outcome: failed ? 'failed' : 'ok',
        durationMs: Math.min(MAX_MS, Math.round(began === undefined ? 0 : performance.now() - began)),
        ...(failed && errorClassOf(error) ? { errorClass: errorClassOf(error) } : {}),
      });
    },
  };
}

/**
 * Starts reporting for this (sampled) page view: registers the runtime plugin that times each
 * remote load, before any is loaded. Does nothing where the browser cannot send beacons.
 */
export function startRemoteTelemetry(config: Pick<SiteConfig, 'apiBaseUrl' | 'remoteVersions'>): void {
  if (endpoint !== null || typeof navigator.sendBeacon !== 'function') return;
  endpoint = `${config.apiBaseUrl.replace(/\/$/, '')}/telemetry`;
  versions = config.remoteVersions;
  firstPath = window.location.pathname;
  watchPage();
  setAreaSink({ shown: noteAreaShown, error: reportAreaError });
  registerPlugins([loadTimingPlugin()]);
}

/** The shell's area for `remote` is shown: the first one, on the page's first path, owns its LCP. */
export function noteAreaShown(remote: string): void {
  if (pageRemote === null && window.location.pathname === firstPath) pageRemote = remote;
}

/** A throw inside the area once its remote loaded (mounting or rendering it). */
export function reportAreaError(remote: string, error: unknown): void {
  const errorClass = errorClassOf(error);
  push({ kind: 'area-error', remote, version: versionOf(remote), ...(errorClass ? { errorClass } : {}) });
}
