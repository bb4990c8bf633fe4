/**
 * Facility runs to a Cog suit promotion: the Cog Suits calculator's rules (mfe-tools) and the Toon
 * dashboard's (mfe-toons) share this one copy. Facility yields are suits.ts's, with its source.
 */
import type { SuitFacility } from './suits.js';

/** How many runs of one facility cover what is still needed. */
export type FacilityRuns = {
  facility: SuitFacility;
  runs: number;
  /** What those runs earn in all. */
  earned: number;
  /** Earned beyond what was needed. */
  surplus: number;
};

export type MixedPlan = {
  /** Runs per facility, same order as the facilities given; zeros included. */
  runs: number[];
  totalRuns: number;
  earned: number;
  surplus: number;
};

/** What is still needed for the promotion: quota minus what the toon has, never below 0. */
export function stillNeeded(quota: number, have: number): number {
  return Math.max(0, quota - have);
}

/** Runs of each facility alone to earn `needed`. */
export function runsPerFacility(needed: number, facilities: readonly SuitFacility[]): FacilityRuns[] {
  return facilities.map((facility) => {
    const runs = needed > 0 ? Math.ceil(needed / facility.yield) : 0;
    const earned = runs * facility.yield;
    return { facility, runs, earned, surplus: earned - needed };
  });
}

/**
 * The fewest runs that earn `needed`, mixing facilities, and among those the one that wastes the
 * least. The fewest runs is always ceil(needed / biggest yield); the search only chooses how to
 * split that many runs, so it stays small.
 */
export function fewestRunsPlan(needed: number, facilities: readonly SuitFacility[]): MixedPlan {
  const none = facilities.map(() => 0);
  if (needed <= 0 || facilities.length === 0) return { runs: none, totalRuns: 0, earned: 0, surplus: 0 };
  const biggest = Math.max(...facilities.map((facility) => facility.yield));
  const totalRuns = Math.ceil(needed / biggest);
  let best: MixedPlan | null = null;
  const runs = [...none];
  const visit = (index: number, runsLeft: number, earnedSoFar: number) => {
    const facility = facilities[index];
    if (facility === undefined) return;
    if (index === facilities.length - 1) {
      runs[index] = runsLeft;
      const earned = earnedSoFar + runsLeft * facility.yield;
      if (earned >= needed && (best === null || earned < best.earned)) {
        best = { runs: [...runs], totalRuns, earned, surplus: earned - needed };
      }
      return;
    }
    for (let count = runsLeft; count >= 0; count -= 1) {
      runs[index] = count;
      visit(index + 1, runsLeft - count, earnedSoFar + count * facility.yield);
    }
  };
  visit(0, totalRuns, 0);
  // Never null: all runs at the biggest facility always earns enough.
  return best ?? { runs: none, totalRuns: 0, earned: 0, surplus: 0 };
}
