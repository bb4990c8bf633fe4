import { describe, expect, it } from 'vitest';
import { promotionQuota, suitCogs, suitLevels } from './suit-promotions.js';
import { SUIT_DEPARTMENTS } from './suits.js';

const cog = (department: Parameters<typeof suitCogs>[0], name: string) => {
  const found = suitCogs(department).find((entry) => entry.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

describe('promotion quotas (CogDisguiseGlobals.MeritsPerLevel)', () => {
  it('gives the Cold Caller the merits the TTR wiki lists for levels 1-5', () => {
    const coldCaller = cog('sellbot', 'Cold Caller');
    expect([1, 2, 3, 4, 5].map((level) => promotionQuota(coldCaller, level))).toEqual([20, 30, 40, 50, 200]);
  });

  it('reads each row from the Cog’s first level, as getTotalMerits does', () => {
    expect(promotionQuota(cog('bossbot', 'Flunky'), 1)).toBe(100);
    expect(promotionQuota(cog('lawbot', 'Legal Eagle'), 9)).toBe(1780);
    expect(promotionQuota(cog('cashbot', 'Short Change'), 5)).toBe(300);
    expect(promotionQuota(cog('bossbot', 'Corporate Raider'), 9)).toBe(2880);
  });

  it('matches the source row of a top Cog level by level, ending with nothing to earn at 50', () => {
    const hollywood = cog('sellbot', 'Mr. Hollywood');
    // Mr. Hollywood's row as CogDisguiseGlobals.py lists it, levels 8 to 50.
    const decade = [680, 890, 1100, 1310, 1520, 1730, 1940, 2150, 2360, 5500];
    expect(hollywood.quotas).toEqual([
      680,
      890,
      1100,
      1310,
      5500,
      680,
      5500,
      680,
      890,
      1100,
      1310,
      5500,
      ...decade,
      ...decade,
      ...decade,
      0,
    ]);
    expect(suitLevels(hollywood)[0]).toBe(8);
    expect(suitLevels(hollywood).at(-1)).toBe(50);
    expect(promotionQuota(hollywood, 12)).toBe(5500);
    expect(promotionQuota(hollywood, 49)).toBe(5500);
    expect(promotionQuota(hollywood, 50)).toBeNull();
    expect(promotionQuota(cog('bossbot', 'The Big Cheese'), 24)).toBe(6440);
  });

  it('refuses levels a suit cannot have', () => {
    const coldCaller = cog('sellbot', 'Cold Caller');
    expect(promotionQuota(coldCaller, 6)).toBeNull();
    expect(promotionQuota(coldCaller, 0)).toBeNull();
    expect(promotionQuota(coldCaller, 2.5)).toBeNull();
  });

  it('has eight Cogs per department, one per ladder step', () => {
    for (const department of SUIT_DEPARTMENTS) {
      expect(suitCogs(department).map((entry) => entry.firstLevel)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });
});
