// The totals a toon carries beside its maps, and the rewards statistics ToonLink verifies: worked
// out the same way by the api (stored, ranked) and the browser (toons kept in this browser).
import type { FishMap, Rewards } from 'shared-contracts/domain';

export interface ToonTotals {
  /** Sum of the album's record weights, in ounces. */
  totalFishWeight: number;
  totalSosCount: number;
  totalUniteCount: number;
  totalRemoteCount: number;
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

export function toonTotals(fish: FishMap, rewards: Rewards): ToonTotals {
  return {
    totalFishWeight: sum(Object.values(fish).map((entry) => entry.weight)),
    totalSosCount: sum(Object.values(rewards.sos)),
    totalUniteCount: sum(Object.values(rewards.unites)),
    totalRemoteCount: sum(Object.values(rewards.remotes)),
  };
}

/** How many summons the toon holds (each Cog's single, building and invasion count once each). */
export function summonsHeld(rewards: Pick<Rewards, 'summons'>): number {
  let held = 0;
  for (const set of Object.values(rewards.summons)) {
    held += Number(set.single) + Number(set.building) + Number(set.invasion);
  }
  return held;
}

/** The rewards statistics ToonLink verifies, by name (verified keys `rewards:<name>`). */
export const REWARD_STAT_NAMES = ['SOS cards', 'Unites', 'Summons', 'Pink slips', 'Remotes'] as const;
export type RewardStatName = (typeof REWARD_STAT_NAMES)[number];

export function rewardStats(rewards: Rewards): Record<RewardStatName, number> {
  return {
    'SOS cards': sum(Object.values(rewards.sos)),
    Unites: sum(Object.values(rewards.unites)),
    Summons: summonsHeld(rewards),
    'Pink slips': rewards.pinkSlips,
    Remotes: sum(Object.values(rewards.remotes)),
  };
}
