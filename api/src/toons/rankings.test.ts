import { summonsHeld, toonTotals } from 'trinket-game/rules';
import { describe, expect, it } from 'vitest';
import { testDocument } from '../testing/toon-document.js';
import { toonRankings } from './rankings.js';

describe('toonTotals', () => {
  it('sums album weights and each rewards map', () => {
    expect(
      toonTotals(
        { '0-0': { weight: 10 }, '2-0': { weight: 2.5 } },
        { sos: { A: 1, B: 2 }, unites: { C: 4 }, summons: {}, pinkSlips: 9, remotes: {} },
      ),
    ).toEqual({ totalFishWeight: 12.5, totalSosCount: 3, totalUniteCount: 4, totalRemoteCount: 0 });
  });
});

describe('toonRankings', () => {
  it('is all zeros for a new toon', () => {
    expect(toonRankings(testDocument())).toEqual({
      species_count: 0,
      total_fish_weight: 0,
      golf_trophies: 0,
      racing_trophies: 0,
      rewards_total: 0,
    });
  });

  it('counts species, trophies from the game thresholds and every reward', () => {
    const document = testDocument({
      fish: { '0-0': { weight: 1 }, '0-1': { weight: 1 }, '2-0': { weight: 1 } },
      totalFishWeight: 3,
      // Courses Completed thresholds 1, 10, 100: 12 earns two; Hole In One Shots 1, 5, 50: 50 earns all three.
      golf: { 'Courses Completed': 12, 'Hole In One Shots': 50, 'Not A Trophy Stat': 999 },
      // Total Wins threshold 50.
      racing: { 'Total Wins': 49 },
      rewards: {
        sos: { Flippy: 2 },
        unites: {},
        summons: { Flunky: { single: true, building: false, invasion: true } },
        pinkSlips: 3,
        remotes: { X: 1 },
      },
      totalSosCount: 2,
      totalRemoteCount: 1,
    });
    expect(toonRankings(document)).toEqual({
      species_count: 3,
      total_fish_weight: 3,
      golf_trophies: 5,
      racing_trophies: 0,
      rewards_total: 2 + 1 + 3 + 2,
    });
  });

  it('counts each summons held once', () => {
    const rewards = testDocument().rewards;
    rewards.summons = {
      Flunky: { single: true, building: true, invasion: true },
      Clerk: { single: false, building: false, invasion: false },
    };
    expect(summonsHeld(rewards)).toBe(3);
  });
});
