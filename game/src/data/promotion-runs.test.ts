import { describe, expect, it } from 'vitest';
import { fewestRunsPlan, MAX_PLANNED_YIELD, type MixedPlan } from './promotion-runs.js';
import { SUIT_DEPARTMENT_INFO, SUIT_DEPARTMENTS, type SuitFacility } from './suits.js';

/** The planner as it was before issue 31: every split of the fewest runs (work grows with the target cubed). */
function everySplit(needed: number, facilities: readonly SuitFacility[]): MixedPlan {
  const biggest = Math.max(...facilities.map((facility) => facility.yield));
  const totalRuns = Math.ceil(needed / biggest);
  let best: MixedPlan | null = null;
  const runs = facilities.map(() => 0);
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
  if (best === null) throw new Error('no plan');
  return best;
}

/** The least any split of the fewest runs can earn, found another way: every count of the smaller facilities. */
function leastEarned(needed: number, facilities: readonly SuitFacility[]): number {
  const [top, ...smaller] = facilities;
  if (!top) throw new Error('no facility');
  const totalRuns = Math.ceil(needed / top.yield);
  const steps = smaller.map((facility) => top.yield - facility.yield);
  const slack = totalRuns * top.yield - needed;
  let most = 0;
  const walk = (index: number, taken: number, moved: number) => {
    if (taken > slack || moved > totalRuns) return;
    most = Math.max(most, taken);
    const step = steps[index];
    if (step === undefined) return;
    for (let count = 0; taken + count * step <= slack; count += 1)
      walk(index + 1, taken + count * step, moved + count);
  };
  walk(0, 0, 0);
  return totalRuns * top.yield - most;
}

describe('fewest runs to a promotion (facility yields: suits.ts)', () => {
  it('gives the same plan as trying every split, for every department and every need up to 3 of its biggest runs', () => {
    for (const department of SUIT_DEPARTMENTS) {
      const facilities = SUIT_DEPARTMENT_INFO[department].facilities;
      const top = facilities[0]?.yield ?? 0;
      for (let needed = 1; needed <= 3 * top; needed += 7) {
        expect(fewestRunsPlan(needed, facilities), `${department} ${needed}`).toEqual(
          everySplit(needed, facilities),
        );
      }
    }
  });

  it('plans a target of 5,000,000 (a forged snapshot) at once, with the fewest runs and the least waste', () => {
    const facilities = SUIT_DEPARTMENT_INFO.sellbot.facilities;
    const started = performance.now();
    const plan = fewestRunsPlan(5_000_000, facilities);
    expect(performance.now() - started).toBeLessThan(250);
    expect(plan.totalRuns).toBe(Math.ceil(5_000_000 / 905));
    expect(plan.runs.reduce((sum, count) => sum + count, 0)).toBe(plan.totalRuns);
    expect(plan.earned).toBe(
      plan.runs.reduce((sum, count, index) => sum + count * (facilities[index]?.yield ?? 0), 0),
    );
    expect(plan.earned).toBe(leastEarned(5_000_000, facilities));
    expect(plan.surplus).toBe(plan.earned - 5_000_000);
  });

  it('finds the least waste for large targets in every department', () => {
    for (const department of SUIT_DEPARTMENTS) {
      const facilities = SUIT_DEPARTMENT_INFO[department].facilities;
      for (const needed of [23_299, 123_457, 999_999, 4_999_999]) {
        const plan = fewestRunsPlan(needed, facilities);
        expect(plan.earned, `${department} ${needed}`).toBe(leastEarned(needed, facilities));
        expect(plan.earned).toBeGreaterThanOrEqual(needed);
      }
    }
  });

  it('plans nothing for a need that is not a finite number above 0', () => {
    const facilities = SUIT_DEPARTMENT_INFO.lawbot.facilities;
    for (const needed of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(fewestRunsPlan(needed, facilities)).toEqual({
        runs: [0, 0, 0],
        totalRuns: 0,
        earned: 0,
        surplus: 0,
      });
    }
  });

  it('stays exact and quick past exact arithmetic (a need of 1e300)', () => {
    const facilities = SUIT_DEPARTMENT_INFO.bossbot.facilities;
    const plan = fewestRunsPlan(1e300, facilities);
    expect(plan.totalRuns).toBe(Math.ceil(1e300 / 2200));
    expect(plan.runs[0]).toBe(plan.totalRuns - (plan.runs[1] ?? 0) - (plan.runs[2] ?? 0));
  });

  it('puts every run at the biggest facility when its yield is past what the planner searches', () => {
    const facilities: SuitFacility[] = [
      { name: 'Huge', yield: MAX_PLANNED_YIELD + 1 },
      { name: 'Almost as huge', yield: MAX_PLANNED_YIELD },
    ];
    expect(fewestRunsPlan(MAX_PLANNED_YIELD, facilities)).toEqual({
      runs: [1, 0],
      totalRuns: 1,
      earned: MAX_PLANNED_YIELD + 1,
      surplus: 1,
    });
  });

  it('leaves out a facility without a usable yield, and prefers the bigger facility in a tie', () => {
    const facilities: SuitFacility[] = [
      { name: 'Broken', yield: Number.NaN },
      { name: 'Small', yield: 300 },
      { name: 'Big', yield: 1000 },
      { name: 'Big too', yield: 1000 },
    ];
    expect(fewestRunsPlan(1300, facilities)).toEqual({
      runs: [0, 1, 1, 0],
      totalRuns: 2,
      earned: 1300,
      surplus: 0,
    });
    expect(fewestRunsPlan(100, [{ name: 'Nothing', yield: 0 }])).toEqual({
      runs: [0],
      totalRuns: 0,
      earned: 0,
      surplus: 0,
    });
  });
});
