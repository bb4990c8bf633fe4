import type { SillyMeter } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { sillyMeterView } from './silly-meter';

const meter: SillyMeter = {
  state: 'Active',
  hp: 1_250_000,
  rewards: ['Team A', 'Team B', 'Team C'],
  rewardDescriptions: ['a', 'b', 'c'],
  winner: null,
  rewardPoints: [10, 20, 30],
  nextUpdateTimestamp: 2_000,
  asOf: 1_000,
};

describe('sillyMeterView', () => {
  it('gives the fill, the teams and the time to the next change', () => {
    const view = sillyMeterView(meter, 1_500);
    expect(view.percent).toBe(25);
    expect(view.secondsToNextChange).toBe(500);
    expect(view.teams.map((team) => [team.name, team.points, team.isWinner])).toEqual([
      ['Team A', 10, false],
      ['Team B', 20, false],
      ['Team C', 30, false],
    ]);
  });

  it('names the winner during the reward and never counts below zero', () => {
    const view = sillyMeterView({ ...meter, state: 'Reward', winner: 'Team B', rewardPoints: null }, 3_000);
    expect(view.headline).toMatch(/^Team B won/);
    expect(view.secondsToNextChange).toBe(0);
    expect(view.teams.find((team) => team.isWinner)?.name).toBe('Team B');
    expect(view.teams[0]?.points).toBeNull();
  });
});
