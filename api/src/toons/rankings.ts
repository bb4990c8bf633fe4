// The values Top Toons ranks by, derived from a toon document on every write and stored in their
// own indexed columns (see migration 0002). Category meanings are documented with
// TOP_TOONS_CATEGORIES in shared-contracts.
import type { ToonDocument, TopToonsCategory } from 'shared-contracts/domain';
import { countTrophies, GOLF_TROPHIES, RACING_TROPHIES } from 'trinket-game/data';
import { summonsHeld } from 'trinket-game/rules';

export interface ToonRankings {
  species_count: number;
  total_fish_weight: number;
  golf_trophies: number;
  racing_trophies: number;
  rewards_total: number;
}

/** The column holding each category's value. */
export const RANKING_COLUMN = {
  species: 'species_count',
  weight: 'total_fish_weight',
  golf: 'golf_trophies',
  racing: 'racing_trophies',
  rewards: 'rewards_total',
} as const satisfies Record<TopToonsCategory, keyof ToonRankings>;

type Ranked = Pick<
  ToonDocument,
  | 'fish'
  | 'golf'
  | 'racing'
  | 'rewards'
  | 'totalFishWeight'
  | 'totalSosCount'
  | 'totalUniteCount'
  | 'totalRemoteCount'
>;

export function toonRankings(toon: Ranked): ToonRankings {
  return {
    species_count: Object.keys(toon.fish).length,
    total_fish_weight: toon.totalFishWeight,
    golf_trophies: countTrophies(toon.golf, GOLF_TROPHIES),
    racing_trophies: countTrophies(toon.racing, RACING_TROPHIES),
    rewards_total:
      toon.totalSosCount +
      toon.totalUniteCount +
      toon.totalRemoteCount +
      toon.rewards.pinkSlips +
      summonsHeld(toon.rewards),
  };
}
