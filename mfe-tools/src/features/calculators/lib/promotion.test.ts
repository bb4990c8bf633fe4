import { SUIT_DEPARTMENT_INFO } from 'trinket-game/data';
import { describe, expect, it } from 'vitest';
import { fewestRunsPlan, runsPerFacility, stillNeeded } from './promotion';

const bossbot = SUIT_DEPARTMENT_INFO.bossbot.facilities;
const sellbot = SUIT_DEPARTMENT_INFO.sellbot.facilities;

describe('promotion calculator (facility yields from suits.json)', () => {
  it('subtracts what the toon has from the quota, never below 0', () => {
    expect(stillNeeded(2000, 750)).toBe(1250);
    expect(stillNeeded(2000, 2500)).toBe(0);
  });

  it('counts runs of each facility alone, rounding up', () => {
    const runs = runsPerFacility(3000, bossbot);
    expect(runs.map((entry) => [entry.facility.name, entry.runs, entry.surplus])).toEqual([
      ['Final Fringe', 2, 1400],
      ['First Fairway', 4, 760],
      ['Five-story Bossbot building', 11, 190],
    ]);
  });

  it('needs no runs when nothing is left', () => {
    expect(runsPerFacility(0, sellbot).every((entry) => entry.runs === 0)).toBe(true);
    expect(fewestRunsPlan(0, sellbot).totalRuns).toBe(0);
  });

  it('mixes facilities to waste the least within the fewest runs', () => {
    expect(fewestRunsPlan(3000, bossbot)).toEqual({
      runs: [1, 1, 0],
      totalRuns: 2,
      earned: 3140,
      surplus: 140,
    });
  });

  it('takes one Steel Factory for exactly its yield', () => {
    expect(fewestRunsPlan(905, sellbot)).toEqual({
      runs: [1, 0, 0, 0],
      totalRuns: 1,
      earned: 905,
      surplus: 0,
    });
  });
});
