import type { Rewards } from 'shared-contracts/domain';

export interface RewardTotals {
  sos: number;
  unites: number;
  summons: number;
  pinkSlips: number;
  remotes: number;
  /** Everything together, as Top Toons ranks rewards. */
  all: number;
}

const EMPTY: RewardTotals = { sos: 0, unites: 0, summons: 0, pinkSlips: 0, remotes: 0, all: 0 };

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** A toon's reward counts: SOS cards, unites and remotes summed, summons counted one per held kind. */
export function rewardTotals(rewards: Rewards): RewardTotals {
  const sos = sum(Object.values(rewards.sos));
  const unites = sum(Object.values(rewards.unites));
  const remotes = sum(Object.values(rewards.remotes));
  const summons = sum(
    Object.values(rewards.summons).map(
      (set) => Number(set.single) + Number(set.building) + Number(set.invasion),
    ),
  );
  const pinkSlips = rewards.pinkSlips;
  return { sos, unites, summons, pinkSlips, remotes, all: sos + unites + summons + pinkSlips + remotes };
}

/** The totals of several toons added together. */
export function combinedTotals(list: readonly Rewards[]): RewardTotals {
  return list.map(rewardTotals).reduce(
    (total, next) => ({
      sos: total.sos + next.sos,
      unites: total.unites + next.unites,
      summons: total.summons + next.summons,
      pinkSlips: total.pinkSlips + next.pinkSlips,
      remotes: total.remotes + next.remotes,
      all: total.all + next.all,
    }),
    EMPTY,
  );
}
