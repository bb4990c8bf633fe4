import { describe, expect, it } from 'vitest';
import { rewardStats, summonsHeld, toonTotals } from './toon-totals.js';

const rewards = {
  sos: { A: 1, B: 2 },
  unites: { C: 4 },
  summons: {
    Flunky: { single: true, building: true, invasion: true },
    Clerk: { single: false, building: true, invasion: false },
  },
  pinkSlips: 9,
  remotes: { 'Damage Remote 1': 5 },
};

describe('toon totals', () => {
  it('sums album weights and each rewards map', () => {
    expect(toonTotals({ '0-0': { weight: 10 }, '2-0': { weight: 2.5 } }, rewards)).toEqual({
      totalFishWeight: 12.5,
      totalSosCount: 3,
      totalUniteCount: 4,
      totalRemoteCount: 5,
    });
  });

  it('counts each summons held once and names the verified rewards statistics', () => {
    expect(summonsHeld(rewards)).toBe(4);
    expect(rewardStats(rewards)).toEqual({
      'SOS cards': 3,
      Unites: 4,
      Summons: 4,
      'Pink slips': 9,
      Remotes: 5,
    });
  });
});
