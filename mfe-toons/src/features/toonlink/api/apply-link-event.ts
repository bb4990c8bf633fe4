import type { ToonLinkData } from 'shared-contracts/domain';
import type { GameValueRefusal } from 'trinket-game/rules';
import { track } from 'web-kit';
import {
  type LinkedToonSave,
  type UnverifiedToonSave,
  useLinkGameToon,
  useLinkUnverifiedToon,
  useToonScope,
} from '../../../lib/toons';
import { gameToonId } from '../lib/link-event';
import type { LinkChanges } from '../lib/merge-link-data';
import { claimWindow, windowMatcher } from '../lib/window-claims';

/**
 * The rules that turn a game event into a save, loaded with the first event: a page of the area
 * with ToonLink on and no game running loads none of them.
 */
const loadLinkRules = () => import('./link-rules');

export interface AppliedLinkEvent {
  saved: LinkedToonSave | null;
  changes: LinkChanges | null;
  /** False when the event held values the site cannot store (the page counts it as ignored). */
  usable: boolean;
  /** The event's values left out of the save, and why (none when it was not usable). */
  refusals: GameValueRefusal[];
}

/** The game toon an event is about, or null when it names none the site can link. */
export const eventToonId = gameToonId;

/**
 * Applies one ToonLink event to the player's toons (account or browser) and tracks it:
 * `link_toon` when the event created the toon, `link_toon_update` when it changed one. The event
 * is merged once, against the toon it belongs to, when its turn comes. An account also keeps the
 * event's snapshot in the same request (a save of the snapshot alone is not tracked).
 */
export function useApplyLinkEvent(): (
  toonId: string,
  data: ToonLinkData,
  now: string,
) => Promise<AppliedLinkEvent> {
  const link = useLinkGameToon();
  const storage = useToonScope()?.storage ?? 'browser';
  return async (toonId, data, now) => {
    const { planLinkEvent, withAccountSnapshot } = await loadLinkRules();
    let changes: LinkChanges | null = null;
    let usable = true;
    let refusals: GameValueRefusal[] = [];
    let changesToon = false;
    const saved = await link.mutateAsync({
      toonId,
      planner: (existing) => {
        const outcome = planLinkEvent(existing, data, now);
        changes = outcome.changes;
        usable = outcome.usable;
        refusals = outcome.refusals;
        changesToon = outcome.plan !== null;
        if (storage !== 'account' || !outcome.usable) return outcome.plan;
        return withAccountSnapshot(outcome.plan, existing, toonId, data, now);
      },
    });
    if (saved && changesToon) track(saved.created ? 'link_toon' : 'link_toon_update', { storage });
    return { saved, changes, usable, refusals };
  };
}

export interface AppliedUnverifiedEvent {
  /** The player's toon the game toon was matched to by name (null: none, the event was unusable). */
  saved: UnverifiedToonSave | null;
  changes: LinkChanges | null;
  usable: boolean;
  refusals: GameValueRefusal[];
}

/**
 * Applies an event from a game toon without an id (the game's own doc lists none) to the player's
 * unlinked toon of the same name, creating it when new: saved as the player's own entries, never
 * verified. Tracked like a verified link. Each game window (`port`) has its own toon: a toon of that
 * name another open window is saved to is not taken, unless the player said they are one toon.
 */
export function useApplyUnverifiedLinkEvent(): (
  port: number,
  name: string,
  data: ToonLinkData,
  now: string,
) => Promise<AppliedUnverifiedEvent> {
  const link = useLinkUnverifiedToon();
  const storage = useToonScope()?.storage ?? 'browser';
  return async (port, name, data, now) => {
    const { planUnverifiedLinkEvent } = await loadLinkRules();
    let changes: LinkChanges | null = null;
    let usable = true;
    let refusals: GameValueRefusal[] = [];
    const saved = await link.mutateAsync({
      name,
      match: windowMatcher(port, name),
      onSaved: (toon) => claimWindow(port, toon),
      planner: (existing) => {
        const outcome = planUnverifiedLinkEvent(existing, data, now);
        changes = outcome.changes;
        usable = outcome.usable;
        refusals = outcome.refusals;
        return outcome.plan;
      },
    });
    if (saved?.changed) track(saved.created ? 'link_toon' : 'link_toon_update', { storage });
    return { saved, changes, usable, refusals };
  };
}
