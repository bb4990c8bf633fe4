import type { Toon, ToonLinkData } from 'shared-contracts';
import { randomToonName } from 'shared-contracts/game-data';
import { applyVerificationLocally, type LinkedToonPlan } from '../../../lib/toons';
import { EMPTY_LINK_BASE, type LinkChanges, type LinkMerge, mergeLinkData } from './merge-link-data';

export interface LinkPlanOutcome {
  plan: LinkedToonPlan | null;
  changes: LinkChanges | null;
}

/**
 * What to save for one event given the player's current toon for the game toon (null: create
 * it). No plan when the toon would not change at all, so a repeated event saves nothing.
 */
export function planLinkEvent(existing: Toon | null, data: ToonLinkData, now: string): LinkPlanOutcome {
  const result = mergeLinkData(existing ?? EMPTY_LINK_BASE, data, now);
  if (!result.ok) return { plan: null, changes: null };
  const merge: LinkMerge = result.merge;
  if (existing && !merge.update && !applyVerificationLocally(existing, merge.report, now)) {
    return { plan: null, changes: null };
  }
  return {
    plan: { name: merge.name ?? randomToonName(), update: merge.update, report: merge.report },
    changes: merge.changes,
  };
}

/** True when an event added a fish, a heavier record or a trophy (worth showing). */
export function hasVisibleChanges(changes: LinkChanges | null): changes is LinkChanges {
  return (
    changes !== null && changes.newFish.length + changes.heavierFish.length + changes.newTrophies.length > 0
  );
}
