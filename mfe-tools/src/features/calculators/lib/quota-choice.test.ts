import { promotionQuota, SUIT_DEPARTMENT_INFO, suitCogs } from 'trinket-game/data';
import { describe, expect, it } from 'vitest';
import { fewestRunsPlan, stillNeeded } from './promotion';
import { chooseQuota } from './quota-choice';

const corporateRaider = suitCogs('bossbot')[6];

describe('the quota the promotion calculator uses', () => {
  it('takes the table’s quota for the chosen suit and level', () => {
    expect(corporateRaider?.name).toBe('Corporate Raider');
    const quota = corporateRaider ? promotionQuota(corporateRaider, 9) : null;
    expect(chooseQuota(quota, '')).toEqual({ ok: true, value: 2880, from: 'table' });
  });

  it('lets the Shticker Book’s figure override the table', () => {
    expect(chooseQuota(2880, '3,000')).toEqual({ ok: true, value: 3000, from: 'override' });
    expect(chooseQuota(2880, 'lots')).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('has nothing to work towards at the top level', () => {
    expect(chooseQuota(null, '')).toMatchObject({ ok: false, reason: 'top-level' });
  });

  it('plans a level 9 Corporate Raider from scratch: one Final Fringe and one First Fairway', () => {
    expect(fewestRunsPlan(stillNeeded(2880, 0), SUIT_DEPARTMENT_INFO.bossbot.facilities)).toEqual({
      runs: [1, 1, 0],
      totalRuns: 2,
      earned: 3140,
      surplus: 260,
    });
  });
});
