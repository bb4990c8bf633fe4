import { TOONLINK_PORTS, type ToonLinkData } from 'shared-contracts/domain';
import { create } from 'zustand';
import type { LinkChanges } from './merge-link-data';
import type { AnswerWait, PortStatus } from './port-link';

/** What the page shows about one port. */
export interface PortView {
  port: number;
  status: PortStatus;
  /** When a port without a game is tried next (epoch ms). */
  retryAt: number | null;
  /** The game toon on this port, from its last valid event (null when the game sent no id). */
  toonId: string | null;
  /**
   * True when the game sent no toon id: the toon is linked by its name on this port, unverified.
   */
  unverified: boolean;
  /** The live-link key of the player's toon linked on this port (its game toon id, or by name). */
  linkKey: string | null;
  /** The game's latest data for the toon, shown live (laff, location, gags, tasks...). */
  live: ToonLinkData | null;
  /** When the game last sent valid data (ISO). */
  lastUpdate: string | null;
  /** The latest event that changed the toon, what it changed, and whose (see {@link portToonIdentity}). */
  lastChanges: { at: string; changes: LinkChanges; owner?: string | null } | null;
  /** The request the game has not answered yet, if one waits. */
  wait: AnswerWait | null;
  /** Frames from this port that were ignored. */
  ignored: number;
}

interface ToonLinkState {
  ports: Record<number, PortView>;
  /** Why the last change could not be saved, if it could not. */
  saveProblem: string | null;
}

function emptyPort(port: number): PortView {
  return {
    port,
    status: 'stopped',
    retryAt: null,
    toonId: null,
    unverified: false,
    linkKey: null,
    live: null,
    lastUpdate: null,
    lastChanges: null,
    ignored: 0,
    wait: null,
  };
}

function emptyPorts(): Record<number, PortView> {
  return Object.fromEntries(TOONLINK_PORTS.map((port) => [port, emptyPort(port)]));
}

export const useToonLinkStore = create<ToonLinkState>(() => ({ ports: emptyPorts(), saveProblem: null }));

function changePort(port: number, change: (view: PortView) => Partial<PortView>): void {
  useToonLinkStore.setState(({ ports }) => {
    const view = ports[port] ?? emptyPort(port);
    return { ports: { ...ports, [port]: { ...view, ...change(view) } } };
  });
}

/** Back to nothing known (ToonLink turned off); ignored counts start again. */
export function resetPorts(): void {
  useToonLinkStore.setState({ ports: emptyPorts(), saveProblem: null });
}

export function setPortStatus(port: number, status: PortStatus, retryAt: number | null): void {
  changePort(port, (view) =>
    // Asking a game that refused again: it stays refused until it answers otherwise.
    status === 'connecting' && view.status === 'refused'
      ? {}
      : status === 'linked' || status === 'awaiting-consent'
        ? { status, retryAt }
        : status === 'at-picker'
          ? // Back at the toon picker: that toon is no longer here, nor anything it did.
            { ...NO_TOON, status, retryAt, lastChanges: null }
          : // Without a game the toon and its live data are gone; what changed stays for the record.
            { ...NO_TOON, status, retryAt },
  );
}

const NO_TOON = { toonId: null, unverified: false, linkKey: null, live: null } as const;

/**
 * Who the toon on a port is, to tell one toon from the next on the same port: its game toon id,
 * or its name when it came without one (null: no toon there).
 */
export function portToonIdentity(view: Pick<PortView, 'toonId' | 'unverified' | 'live'>): string | null {
  if (view.toonId !== null) return verifiedIdentity(view.toonId);
  const name = view.live?.toon?.name;
  return view.unverified && typeof name === 'string' ? unverifiedIdentity(name) : null;
}

/** The identity ({@link portToonIdentity}) of the game toon `toonId`. */
export function verifiedIdentity(toonId: string): string {
  return `id:${toonId}`;
}

/** The identity ({@link portToonIdentity}) of a toon the game sent without an id, by its name. */
export function unverifiedIdentity(name: string): string {
  return `name:${name}`;
}

/** Another toon on the port: nothing of the one before (its link key, what it changed) carries over. */
function forOtherToon(
  view: PortView,
  next: Pick<PortView, 'toonId' | 'unverified' | 'live'>,
): Partial<PortView> {
  const before = portToonIdentity(view);
  const owner = view.lastChanges?.owner ?? before;
  const after = portToonIdentity(next);
  return {
    ...(before !== null && before !== after ? { linkKey: null } : {}),
    ...(view.lastChanges && owner !== after ? { lastChanges: null } : {}),
  };
}

/** The game's latest data for a verified game toon (`toonId`). */
export function setPortData(port: number, toonId: string, live: ToonLinkData, at: string): void {
  changePort(port, (view) => {
    const next = { toonId, unverified: false, live };
    return { ...forOtherToon(view, next), ...next, linkKey: toonId, lastUpdate: at };
  });
}

/**
 * The game's latest data for a toon sent without an id: linked by name, unverified. The link key
 * comes once the player's toon of that name is found or created ({@link setPortLinkKey}).
 */
export function setPortUnverifiedData(port: number, live: ToonLinkData, at: string): void {
  changePort(port, (view) => {
    const next = { toonId: null, unverified: true, live };
    return { ...forOtherToon(view, next), ...next, lastUpdate: at };
  });
}

/** The request the game has not answered yet on the port (null: none waits). */
export function setPortWaiting(port: number, wait: AnswerWait | null): void {
  changePort(port, () => ({ wait }));
}

export function setPortLinkKey(port: number, linkKey: string | null): void {
  changePort(port, () => ({ linkKey }));
}

/**
 * What an event changed for the toon `owner` ({@link portToonIdentity}); dropped when another toon
 * is on the port by the time it was saved.
 */
export function setPortChanges(port: number, changes: LinkChanges, at: string, owner?: string | null): void {
  changePort(port, (view) => {
    const current = portToonIdentity(view);
    if (owner !== undefined && owner !== current) return {};
    return { lastChanges: { at, changes, owner: current } };
  });
}

export function countIgnoredFrame(port: number): void {
  changePort(port, (view) => ({ ignored: view.ignored + 1 }));
}

export function setSaveProblem(problem: string | null): void {
  useToonLinkStore.setState({ saveProblem: problem });
}

/** The live-link key of the toon linked on the port (see {@link PortView.linkKey}). */
export function portLinkKey(port: number): string | null {
  return useToonLinkStore.getState().ports[port]?.linkKey ?? null;
}
