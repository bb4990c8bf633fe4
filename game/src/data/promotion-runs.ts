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
 * least; among equally wasteful ones, the most runs of the bigger facilities.
 *
 * The fewest runs is always T = ceil(needed / biggest yield). Starting from T runs of the biggest
 * facility, each run moved to a smaller facility takes away (biggest - its yield); the plan takes
 * away as much as it can without dropping below `needed`, which is less than one biggest yield.
 * So the search is a small knapsack over what can be taken away (under the biggest yield), not
 * over the runs: its work is (facilities × biggest yield) whatever the target, a few thousand
 * steps for the game's facilities. A biggest yield over {@link MAX_PLANNED_YIELD} (none of the
 * game's comes close) is not searched: all runs go to the biggest facility, still the fewest.
 */
export function fewestRunsPlan(needed: number, facilities: readonly SuitFacility[]): MixedPlan {
  const runs = facilities.map(() => 0);
  const none: MixedPlan = { runs: [...runs], totalRuns: 0, earned: 0, surplus: 0 };
  // Not a number to plan for (NaN, Infinity), or nothing left: no runs.
  if (!Number.isFinite(needed) || needed <= 0) return none;
  const usable = facilities
    .map((facility, index) => ({ index, yield: facility.yield }))
    .filter((facility) => Number.isSafeInteger(facility.yield) && facility.yield > 0)
    .sort((a, b) => b.yield - a.yield || a.index - b.index);
  const [top, ...others] = usable;
  if (top === undefined) return none;
  const biggest = top.yield;
  const totalRuns = Math.ceil(needed / biggest);
  // What can be taken away from all-biggest and still earn `needed`: under one biggest yield
  // (clamped, so a target past exact arithmetic cannot widen the search).
  const slack = Math.min(biggest - 1, Math.max(0, Math.floor(totalRuns * biggest - needed)));
  const smaller = others
    .map((facility) => ({ index: facility.index, step: biggest - facility.yield }))
    .filter((facility) => facility.step > 0);
  const taken = biggest > MAX_PLANNED_YIELD ? 0 : takeAway(slack, totalRuns, smaller, runs);
  const moved = runs.reduce((sum, count) => sum + count, 0);
  runs[top.index] = totalRuns - moved;
  const earned = totalRuns * biggest - taken;
  return { runs, totalRuns, earned, surplus: earned - needed };
}

/** The biggest yield the planner searches under (the game's biggest is 2,200: suits.ts). */
export const MAX_PLANNED_YIELD = 100_000;

/** No way to take away exactly this much (counts never come near it: they stay under the slack). */
const NONE = 0xffff_ffff;

/** The search's table, kept between plans so planning allocates nothing (pages plan on each render). */
let scratch = new Uint32Array(0);

/**
 * Moves runs to the `smaller` facilities (each taking away its `step`) to take away as much as
 * possible, at most `slack`, with at most `maxMoved` runs moved and as few as can do it; among
 * those, the most to the earlier (bigger) facilities. Writes the moved runs into `runs`; returns
 * what was taken away. Work: smaller facilities × (slack + 1).
 */
function takeAway(
  slack: number,
  maxMoved: number,
  smaller: readonly { index: number; step: number }[],
  runs: number[],
): number {
  if (slack === 0 || smaller.length === 0) return 0;
  const width = slack + 1;
  const size = (smaller.length + 1) * width;
  if (scratch.length < size) scratch = new Uint32Array(size);
  // Row j, at j * width: the fewest runs of facilities j… that take away exactly r (NONE: none can).
  const fewest = scratch;
  const last = smaller.length * width;
  fewest.fill(NONE, last, last + width);
  fewest[last] = 0;
  for (let j = smaller.length - 1; j >= 0; j -= 1) {
    const step = smaller[j]?.step ?? 0;
    const row = j * width;
    const next = row + width;
    for (let r = 0; r <= slack; r += 1) {
      const without = fewest[next + r] ?? NONE;
      const before = r >= step ? (fewest[row + r - step] ?? NONE) : NONE;
      fewest[row + r] = Math.min(without, before === NONE ? NONE : before + 1);
    }
  }
  let best = 0;
  for (let r = slack; r > 0; r -= 1) {
    if ((fewest[r] ?? NONE) <= maxMoved) {
      best = r;
      break;
    }
  }
  let left = best;
  let count = fewest[best] ?? 0;
  for (const [j, facility] of smaller.entries()) {
    const next = (j + 1) * width;
    let moved = Math.floor(left / facility.step);
    while (moved > 0 && moved + (fewest[next + left - moved * facility.step] ?? NONE) !== count) moved -= 1;
    runs[facility.index] = moved;
    left -= moved * facility.step;
    count -= moved;
  }
  return best;
}
