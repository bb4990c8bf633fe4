import type { FishCatch, FishKey, FishMap } from 'shared-contracts/domain';

export type CatchOutcome =
  | { kind: 'first'; fish: FishMap }
  | { kind: 'record'; fish: FishMap; previousOunces: number }
  | { kind: 'kept'; recordOunces: number };

/**
 * The album after logging a catch. The album keeps one entry per species: the heaviest weight
 * and when the species was first logged, so a lighter catch changes nothing ('kept').
 */
export function logCatch(fish: FishMap, key: FishKey, ounces: number, now: Date): CatchOutcome {
  const existing: FishCatch | undefined = Object.hasOwn(fish, key) ? fish[key] : undefined;
  if (!existing) {
    return { kind: 'first', fish: { ...fish, [key]: { weight: ounces, caughtAt: now.toISOString() } } };
  }
  if (ounces <= existing.weight) return { kind: 'kept', recordOunces: existing.weight };
  return {
    kind: 'record',
    fish: { ...fish, [key]: { ...existing, weight: ounces } },
    previousOunces: existing.weight,
  };
}
