import type { LinkedToonUpdate, Toon, ToonSnapshot, ToonVerification } from 'shared-contracts/domain';
import { applyLinkedChange } from 'trinket-game/rules';
import { createLocalToon, readLocalToons, saveLocalToon } from './local-toons';
import type { ToonScope } from './toon-scope';
import { fetchAccountToons, postLinkedToon } from './toons-api';

/** What one ToonLink event does to the player's toon for a game toon. */
export interface LinkedToonPlan {
  /** Name for a toon created by this link (ignored when the toon exists). */
  name: string;
  /** Fields that follow the game, or null for none. */
  update: LinkedToonUpdate | null;
  /** The values read from the game, for the verified-stat rule. */
  report: ToonVerification;
  /**
   * The game's snapshot of the toon, for an account to keep with it (a browser keeps its own,
   * `trinket.toonSnapshots`).
   */
  snapshot?: ToonSnapshot;
  /**
   * The existing toon after this event, as the shared rules work it out (the planner decides with
   * it that something changes): a browser-kept toon is saved as it is, without working it out again.
   */
  next?: Toon;
}

/** Works out the plan once the current toon for the game toon is known (null: nothing to do). */
export type LinkedToonPlanner = (existing: Toon | null) => LinkedToonPlan | null;

export interface LinkedToonSave {
  toon: Toon;
  created: boolean;
}

/** The scope's toons as stored now (fresh from this browser, or from the api when not cached). */
export async function currentToons(scope: ToonScope, cached: Toon[] | undefined): Promise<Toon[]> {
  if (scope.storage === 'browser') return readLocalToons(scope.uid).toons;
  return cached ?? fetchAccountToons();
}

/** A toon with its client-side flags in step with its fields. */
function withFlags(toon: Toon): Toon {
  return { ...toon, isLinked: toon.toonId !== null, isVerified: toon.verifiedAt !== null };
}

/**
 * A toon after a plan, by the shared rules (the player's fields, fresh totals, then the verified
 * values); `changed` false when nothing moved. Throws when the toon belongs to another game toon.
 */
export function applyLinkedToonPlan(
  toon: Toon,
  plan: Pick<LinkedToonPlan, 'update' | 'report'>,
  now: string,
): { changed: boolean; toon: Toon } {
  const outcome = applyLinkedChange(toon, plan, now);
  if (outcome.kind === 'linked-elsewhere') {
    throw new Error(
      `This Toon belongs to the game Toon ${outcome.toonId ?? 'it was verified for'}, not ${plan.report.toonId}.`,
    );
  }
  return { changed: outcome.changed, toon: outcome.changed ? withFlags(outcome.document) : toon };
}

function saveInBrowser(uid: string | null, existing: Toon | null, plan: LinkedToonPlan): LinkedToonSave {
  const now = new Date();
  if (existing && plan.next) {
    saveLocalToon(uid, plan.next);
    return { toon: plan.next, created: false };
  }
  const base = existing ?? createLocalToon(uid, plan.name, now);
  const { changed, toon } = applyLinkedToonPlan(base, plan, now.toISOString());
  if (changed || !existing) saveLocalToon(uid, toon);
  return { toon, created: existing === null };
}

/**
 * Saves a planned ToonLink change where the scope keeps toons; null when the plan was empty. For
 * an account: one request, applied by the api in one transaction (`POST /api/toons/links`).
 */
export async function saveLinkedToon(
  scope: ToonScope,
  toons: Toon[],
  toonId: string,
  planner: LinkedToonPlanner,
): Promise<LinkedToonSave | null> {
  const existing = toons.find((toon) => toon.toonId === toonId) ?? null;
  const plan = planner(existing);
  if (!plan) return null;
  if (scope.storage === 'browser') return saveInBrowser(scope.uid, existing, plan);
  const { name, update, report, snapshot } = plan;
  return postLinkedToon({ name, update, report, ...(snapshot ? { snapshot } : {}) });
}
