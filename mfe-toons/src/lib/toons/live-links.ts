import type { Toon } from 'shared-contracts';
import { create } from 'zustand';

/**
 * Which game toons are linked right now: a toon is linked while a ToonLink socket for its game
 * toon id is open. Live state only (never stored): `toonId` on a toon means "was linked once".
 */
interface LiveLinksState {
  linked: ReadonlySet<string>;
}

const useLiveLinksStore = create<LiveLinksState>(() => ({ linked: new Set() }));

/** Marks the game toon `toonId` linked (a socket for it is open) or not. */
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

/** The toon with `isLinked` from live state rather than from its stored `toonId`. */
export function withLiveLink(toon: Toon, linked: ReadonlySet<string>): Toon {
  const isLinked = toon.toonId !== null && linked.has(toon.toonId);
  return toon.isLinked === isLinked ? toon : { ...toon, isLinked };
}
