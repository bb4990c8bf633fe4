import {
  type FishMap,
  MAX_COUNT,
  MAX_FISH_WEIGHT_OZ,
  type Rewards,
  type Toon,
  type ToonUpdate,
  ToonUpdateSchema,
} from 'shared-contracts/domain';
import { changeConsistencyIssues, sameJson, toonFieldIssues, toonTotals } from 'trinket-game/rules';

/** A count as the site stores it: a whole number from 0 to MAX_COUNT (NaN becomes 0). */
export function clampCount(value: number): number {
  if (!Number.isFinite(value)) return value > 0 ? MAX_COUNT : 0;
  return Math.min(MAX_COUNT, Math.max(0, Math.round(value)));
}

/** A fish weight in ounces, within what any rod can catch. */
export function clampWeight(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_FISH_WEIGHT_OZ, Math.max(0, value));
}

function clampCounts(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, clampCount(value)]));
}

function clampFish(fish: FishMap): FishMap {
  return Object.fromEntries(
    Object.entries(fish).map(([key, entry]) => [key, { ...entry, weight: clampWeight(entry.weight) }]),
  );
}

function clampRewards(rewards: Rewards): Rewards {
  return {
    ...rewards,
    sos: clampCounts(rewards.sos),
    unites: clampCounts(rewards.unites),
    remotes: clampCounts(rewards.remotes),
    pinkSlips: clampCount(rewards.pinkSlips),
  };
}

/**
 * The update with every count pulled into range (never below zero, whole numbers) and the
 * name trimmed, so a "-" pressed at zero or a typed "-3" cannot reach storage or the api.
 */
export function clampUpdate(update: ToonUpdate): ToonUpdate {
  const clamped: ToonUpdate = { ...update };
  if (update.name !== undefined) clamped.name = update.name.trim();
  if (update.fish !== undefined) clamped.fish = clampFish(update.fish);
  if (update.golf !== undefined) clamped.golf = clampCounts(update.golf);
  if (update.racing !== undefined) clamped.racing = clampCounts(update.racing);
  if (update.buckets !== undefined) clamped.buckets = clampCounts(update.buckets);
  if (update.rewards !== undefined) clamped.rewards = clampRewards(update.rewards);
  return clamped;
}

/**
 * Only the fields of `update` that differ from the toon, or null when nothing would change
 * (then nothing is sent or written).
 */
export function changedFields(toon: Toon, update: ToonUpdate): ToonUpdate | null {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(update)) {
    if (value === undefined) continue;
    if (!sameJson(toon[field as keyof Toon], value)) changes[field] = value;
  }
  return Object.keys(changes).length === 0 ? null : (changes as ToonUpdate);
}

/** A browser-kept toon after `changes`: new values, fresh totals, link flag and edit time. */
export function applyChanges(toon: Toon, changes: ToonUpdate, now: Date): Toon {
  const next: Toon = { ...toon, ...changes, lastEditedAt: now.toISOString() };
  return { ...next, ...toonTotals(next.fish, next.rewards), isLinked: next.toonId !== null };
}

/** An update that cannot be saved (e.g. an empty name), with a message for the visitor. */
export class ToonUpdateError extends Error {
  override name = 'ToonUpdateError';
}

/**
 * What to send or write for `update`: clamped, only the changed fields, validated. Null when
 * nothing would change. Throws a {@link ToonUpdateError} when the change is not allowed.
 */
export function prepareUpdate(toon: Toon, update: ToonUpdate, now = new Date()): ToonUpdate | null {
  const changes = changedFields(toon, clampUpdate(update));
  if (!changes) return null;
  const parsed = ToonUpdateSchema.safeParse(changes);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'name' ? 'The name' : `The ${String(issue?.path[0] ?? 'change')}`;
    const rule = issue?.path[0] === 'name' ? 'must be 1 to 32 characters of plain text' : 'is not valid';
    throw new ToonUpdateError(`${field} ${rule}, so nothing was saved.`);
  }
  // The game's limits, as the api checks them: refused here with the same words.
  const [broken] = toonFieldIssues(parsed.data);
  if (broken) throw new ToonUpdateError(`${broken.message} (${broken.path}), so nothing was saved.`);
  // The rules between the toon's values (a rod and its fish...), as the api checks them.
  const [inconsistent] = changeConsistencyIssues(toon, { ...toon, ...parsed.data }, now.toISOString());
  if (inconsistent) {
    throw new ToonUpdateError(`${inconsistent.message} (${inconsistent.path}), so nothing was saved.`);
  }
  return parsed.data;
}
