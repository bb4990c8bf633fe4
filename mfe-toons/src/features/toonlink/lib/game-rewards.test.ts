import { emptyRewards } from 'shared-contracts/domain';
import { toonFieldIssues } from 'trinket-game/rules';
import { describe, expect, it } from 'vitest';
import { rewardsFromGame } from './game-rewards';

describe('rewardsFromGame', () => {
  it('reads the rewards as the local API documents them', () => {
    const rewards = rewardsFromGame(emptyRewards(), {
      sos: { Flippy: 2 },
      unites: { 'Gag-Up': { 'Gag-Up Squirt': 3 } },
      summons: { f: { name: 'Flunky', single: true, building: false, invasion: true } },
      pinkslips: 4,
      remotes: { 'Damage Remote': { 1: 1, 3: 2 }, 'Healing Remote': { 2: 5 } },
    });
    expect(rewards).toEqual({
      sos: { Flippy: 2 },
      unites: { 'Gag-Up Squirt': 3 },
      summons: { Flunky: { single: true, building: false, invasion: true } },
      pinkSlips: 4,
      remotes: { 'Damage Remote 1': 1, 'Damage Remote 3': 2, 'Healing Remote 2': 5 },
    });
  });

  it('keeps only what the game rules allow, so one unexpected entry never fails the whole save', () => {
    const sos = Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`SOS toon ${i}`, 1]));
    const rewards = rewardsFromGame(emptyRewards(), {
      sos,
      summons: {
        f: { name: 'Flunky', single: true, building: true, invasion: true },
        x: { name: 'The Big Bad', single: true, building: true, invasion: true },
      },
      remotes: { 'Damage Remote': { 1: 1, 9: 1 }, 'Golden Remote': { 1: 7 } },
    });
    expect(Object.keys(rewards.sos)).toHaveLength(41);
    expect(Object.keys(rewards.summons)).toEqual(['Flunky']);
    expect(rewards.remotes).toEqual({ 'Damage Remote 1': 1 });
    expect(toonFieldIssues({ rewards })).toEqual([]);
  });
});
