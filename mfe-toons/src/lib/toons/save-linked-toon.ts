import type { Toon, ToonUpdate, ToonVerification } from 'shared-contracts';
import { createLocalToon, readLocalToons, saveLocalToon } from './local-toons';
import { applyChanges } from './toon-changes';
import type { ToonScope } from './toon-scope';
import { fetchAccountToons, postToon, postVerification, putToon } from './toons-api';
import { applyVerificationLocally } from './verification';

/** What one ToonLink event does to the player's toon for a game toon. */
export interface LinkedToonPlan {
  /** Name for a toon created by this link (ignored when the toon exists). */
  name: string;
  /** Editable fields to change (for a new toon: every field to set), or null for none. */
  update: ToonUpdate | null;
  /** The values read from the game, for the verified-stat rule. */
  report: ToonVerification;
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

async function saveToAccount(existing: Toon | null, plan: LinkedToonPlan): Promise<LinkedToonSave> {
  if (!existing) {
    const created = await postToon({ name: plan.name, ...plan.update, toonId: plan.report.toonId });
    return { toon: await postVerification(created.id, plan.report), created: true };
  }
  let toon = plan.update ? await putToon(existing.id, plan.update) : existing;
  // The api applies the rule itself; ask only when it would move something.
  if (applyVerificationLocally(toon, plan.report, new Date().toISOString())) {
    toon = await postVerification(toon.id, plan.report);
  }
  return { toon, created: false };
}

/**
 * A browser-kept toon after a plan: changed fields with fresh totals, then the verified-stat rule.
 * Returns `toon` itself when nothing changed.
 */
export function applyLinkedToonPlan(
  toon: Toon,
  plan: Pick<LinkedToonPlan, 'update' | 'report'>,
  now: Date,
): Toon {
  const changed = plan.update ? applyChanges(toon, plan.update, now) : toon;
  return applyVerificationLocally(changed, plan.report, now.toISOString()) ?? changed;
}

function saveInBrowser(uid: string | null, existing: Toon | null, plan: LinkedToonPlan): LinkedToonSave {
  const now = new Date();
  const base = existing ?? createLocalToon(uid, plan.name, now);
  const next = applyLinkedToonPlan(base, plan, now);
  if (next !== base) saveLocalToon(uid, next);
  return { toon: next, created: existing === null };
}

/** Saves a planned ToonLink change where the scope keeps toons; null when the plan was empty. */
export async function saveLinkedToon(
  scope: ToonScope,
  toons: Toon[],
  toonId: string,
  planner: LinkedToonPlanner,
): Promise<LinkedToonSave | null> {
  const existing = toons.find((toon) => toon.toonId === toonId) ?? null;
  const plan = planner(existing);
  if (!plan) return null;
  return scope.storage === 'account'
    ? saveToAccount(existing, plan)
    : saveInBrowser(scope.uid, existing, plan);
}
