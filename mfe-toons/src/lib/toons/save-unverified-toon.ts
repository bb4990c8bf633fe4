import type { LinkedToonUpdate, Toon } from 'shared-contracts/domain';
import { createLocalToon, saveLocalToon } from './local-toons';
import { applyChanges, prepareUpdate } from './toon-changes';
import type { ToonScope } from './toon-scope';
import { postToon, putToon } from './toons-api';

/** What one ToonLink event from a game toon without an id does to the player's toon of that name. */
export interface UnverifiedToonPlan {
  /** The player's fields that follow the game, or null for none. */
  update: LinkedToonUpdate | null;
}

/** The player's toon for the game toon, and whether this event created or changed it. */
export interface UnverifiedToonSave {
  toon: Toon;
  created: boolean;
  changed: boolean;
}

/** Works out the plan once the toon of that name is known (null: create it); null plans nothing. */
export type UnverifiedToonPlanner = (existing: Toon | null) => UnverifiedToonPlan | null;

/**
 * Picks the player's toon a game toon without an id belongs to, among the toons of its name that
 * no game toon id was linked to (oldest first); null: a new toon. ToonLink picks per game window,
 * so two windows showing toons of one name are kept apart.
 */
export type UnverifiedToonMatcher = (candidates: readonly Toon[]) => Toon | null;

/**
 * The player's toon a game toon without an id belongs to: the toon of the same name that no game
 * toon id was ever linked to. A toon linked to a game toon id is never matched by name, so
 * unverified data never reaches a verified toon.
 */
export function unverifiedMatch(toons: readonly Toon[], name: string): Toon | null {
  return unverifiedCandidates(toons, name)[0] ?? null;
}

/** The toons a game toon without an id named `name` may belong to, oldest first. */
export function unverifiedCandidates(toons: readonly Toon[], name: string): Toon[] {
  return toons
    .filter((toon) => toon.toonId === null && toon.name === name)
    .sort((left, right) => Date.parse(left.createdAt) - Date.parse(right.createdAt));
}

/**
 * Saves a ToonLink event from a game toon without an id as the player's own entries: the same
 * create and update as a player's edit (the api checks them as such and marks nothing verified).
 * Resolves to the matched toon even when nothing changed (the page links it); null only when the
 * event was unusable and there is no toon of that name.
 */
export async function saveUnverifiedToon(
  scope: ToonScope,
  toons: Toon[],
  name: string,
  planner: UnverifiedToonPlanner,
  match: UnverifiedToonMatcher = (candidates) => candidates[0] ?? null,
): Promise<UnverifiedToonSave | null> {
  const candidates = unverifiedCandidates(toons, name);
  const picked = match(candidates);
  // Only one of the candidates can be picked: anything else is a new toon.
  const existing = picked && candidates.includes(picked) ? picked : null;
  const plan = planner(existing);
  const unchanged = existing && { toon: existing, created: false, changed: false };
  if (!plan) return unchanged;
  const now = new Date();
  if (scope.storage === 'account') {
    if (!existing) return { toon: await postToon({ name, ...plan.update }), created: true, changed: true };
    const changes = plan.update && prepareUpdate(existing, plan.update);
    return changes ? { toon: await putToon(existing.id, changes), created: false, changed: true } : unchanged;
  }
  const base = existing ?? createLocalToon(scope.uid, name, now);
  const changes = plan.update && prepareUpdate(base, plan.update);
  if (!changes) return existing ? unchanged : { toon: base, created: true, changed: true };
  const toon = applyChanges(base, changes, now);
  saveLocalToon(scope.uid, toon);
  return { toon, created: existing === null, changed: true };
}
