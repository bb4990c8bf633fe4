// The totals a Toon document carries, always recomputed by the server from the maps they sum.
import type { FishMap, Rewards } from 'shared-contracts/domain';

export interface ToonTotals {
  /** Sum of the album's record weights, in ounces. */
  totalFishWeight: number;
  totalSosCount: number;
  totalUniteCount: number;
  totalRemoteCount: number;
}

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

export function toonTotals(fish: FishMap, rewards: Rewards): ToonTotals {
  return {
    totalFishWeight: sum(Object.values(fish).map((entry) => entry.weight)),
    totalSosCount: sum(Object.values(rewards.sos)),
    totalUniteCount: sum(Object.values(rewards.unites)),
    totalRemoteCount: sum(Object.values(rewards.remotes)),
  };
}
