import type { Toon } from 'shared-contracts/domain';
import { create } from 'zustand';

/**
 * Which toons are linked right now: a toon is linked while a ToonLink socket for its game toon id
 * is open, or, for a game that sent no toon id, while the socket whose toon it was matched to by
 * name is open (keyed by {@link unverifiedLinkKey}). Live state: `toonId` on a toon means "was
 * linked once"; browser storage mirrors it (see `storeLiveLinks`).
 */
interface LiveLinksState {
  linked: ReadonlySet<string>;
}

const useLiveLinksStore = create<LiveLinksState>(() => ({ linked: new Set() }));

/**
 * The live-link key of the site toon `id` linked without a game toon id (never a game toon id:
 * those hold no ":").
 */
export function unverifiedLinkKey(id: string): string {
  return `toon:${id}`;
}

/** Marks the game toon `toonId` (or an {@link unverifiedLinkKey}) linked (a socket for it is open) or not. */
export function setToonLinked(toonId: string, isLinked: boolean): void {
  useLiveLinksStore.setState(({ linked }) => {
    if (linked.has(toonId) === isLinked) return { linked };
    const next = new Set(linked);
    if (isLinked) next.add(toonId);
    else next.delete(toonId);
    return { linked: next };
  });
}

/** Forgets every live link (ToonLink turned off, or the page that ran it closed). */
export function clearLiveLinks(): void {
  useLiveLinksStore.setState({ linked: new Set() });
}

export function liveLinkedToonIds(): ReadonlySet<string> {
  return useLiveLinksStore.getState().linked;
}

/** The game toon ids linked right now (re-renders when a link opens or closes). */
export function useLiveLinkedToonIds(): ReadonlySet<string> {
  return useLiveLinksStore((state) => state.linked);
}

/** Whether the toon is linked right now. */
export function isLiveLinked(toon: Pick<Toon, 'id' | 'toonId'>, linked: ReadonlySet<string>): boolean {
  return toon.toonId !== null ? linked.has(toon.toonId) : linked.has(unverifiedLinkKey(toon.id));
}

/** The toon with `isLinked` from live state rather than from its stored `toonId`. */
export function withLiveLink(toon: Toon, linked: ReadonlySet<string>): Toon {
  const isLinked = isLiveLinked(toon, linked);
  return toon.isLinked === isLinked ? toon : { ...toon, isLinked };
}
