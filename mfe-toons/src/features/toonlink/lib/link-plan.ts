import type { Toon, ToonLinkData } from 'shared-contracts/domain';
import type { GameValueRefusal } from 'trinket-game/rules';
import { applyLinkedToonPlan, type LinkedToonPlan, type UnverifiedToonPlan } from '../../../lib/toons';
import { randomToonName } from '../../../lib/toons/random-name';
import { EMPTY_LINK_BASE, type LinkChanges, mergeLinkData, mergeUnverifiedLinkData } from './merge-link-data';

export interface LinkPlanOutcome {
  plan: LinkedToonPlan | null;
  changes: LinkChanges | null;
  /** False when the event cannot be used at all (no toon, or kept values still not storable). */
  usable: boolean;
  /** The event's values left out of the save, and why. */
  refusals: GameValueRefusal[];
}

/**
 * What to save for one event given the player's current toon for the game toon (null: create
 * it): the event merged once into that toon, and the shared rules applied once to see whether
 * anything changes. No plan when nothing would, so a repeated event saves nothing.
 */
export function planLinkEvent(existing: Toon | null, data: ToonLinkData, now: string): LinkPlanOutcome {
  const result = mergeLinkData(existing ?? EMPTY_LINK_BASE, data, now);
  if (!result.ok) return { plan: null, changes: null, usable: false, refusals: [] };
  const { merge } = result;
  const { refusals } = merge;
  const plan: LinkedToonPlan = {
    name: merge.name ?? randomToonName(),
    update: merge.update,
    report: merge.report,
  };
  if (existing) {
    const after = applyLinkedToonPlan(existing, plan, now);
    if (!after.changed) return { plan: null, changes: null, usable: true, refusals };
    plan.next = after.toon;
  }
  return { plan, changes: merge.changes, usable: true, refusals };
}

export interface UnverifiedPlanOutcome {
  plan: UnverifiedToonPlan | null;
  changes: LinkChanges | null;
  /** False when the event cannot be used at all (no toon name, or kept values still not storable). */
  usable: boolean;
  /** The event's values left out of the save, and why. */
  refusals: GameValueRefusal[];
}

/**
 * What to save for an event from a game toon without an id, given the player's toon of its name
 * (null: create it): the same fields as a verified link, saved as the player's own entries. No
 * plan when an existing toon would not change.
 */
export function planUnverifiedLinkEvent(
  existing: Toon | null,
  data: ToonLinkData,
  now: string,
): UnverifiedPlanOutcome {
  const result = mergeUnverifiedLinkData(existing ?? EMPTY_LINK_BASE, data, now);
  if (!result.ok) return { plan: null, changes: null, usable: false, refusals: [] };
  const { update, changes, refusals } = result.merge;
  if (existing && update === null) return { plan: null, changes: null, usable: true, refusals };
  return { plan: { update }, changes, usable: true, refusals };
}
