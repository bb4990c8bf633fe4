import { emptyRewards, type Rewards } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { combinedTotals, rewardTotals } from './reward-totals';

const rich: Rewards = {
  sos: { Flippy: 2, 'Clerk Will': 1 },
  unites: { 'Gag-Up Squirt': 3 },
  summons: {
    'Cold Caller': { single: true, building: true, invasion: false },
    Flunky: { single: false, building: false, invasion: true },
  },
  pinkSlips: 4,
  remotes: { 'Damage Remote 2': 1 },
};

describe('rewardTotals', () => {
  it('is all zeros for empty rewards', () => {
    expect(rewardTotals(emptyRewards())).toEqual({
      sos: 0,
      unites: 0,
      summons: 0,
      pinkSlips: 0,
      remotes: 0,
      all: 0,
    });
  });

  it('sums each kind and counts held summons', () => {
    expect(rewardTotals(rich)).toEqual({ sos: 3, unites: 3, summons: 3, pinkSlips: 4, remotes: 1, all: 14 });
  });
});

describe('combinedTotals', () => {
  it('adds every toon together', () => {
    expect(combinedTotals([rich, rich, emptyRewards()])).toMatchObject({ sos: 6, summons: 6, all: 28 });
  });
});
