import type { Rod } from 'shared-contracts/domain';

/**
 * The fishing rods: the heaviest fish each can land and the chance of each rarity tier per cast.
 *
 * Source: `rods` in data/fish.json of the npm package toonapi-calculator 1.8.3 (compiled from
 * the game): `weight_max` and `probability`.
 * Each `probability` entry is the game's rarity roll worked out per tier (rounded in the
 * file): rarity = ceil(10 * (1 - roll^(1/rrf))) for a uniform roll (toontown/fishing/FishGlobals.py
 * `__rollRarityDice` in the open Toontown source, github.com/open-toontown/open-toontown), so
 * P(tier r) = (1 - (r-1)/10)^rrf - (1 - r/10)^rrf with the rod's `rrf` from the same fish.json.
 */
export type RodInfo = {
  name: Rod;
  /** The heaviest fish (lb) the rod can land. */
  maxWeightLb: number;
  /** Chance per cast of each rarity tier; index 0 is rarity 1, index 9 rarity 10. */
  rarityChances: readonly number[];
};

export const RODS: Readonly<Record<Rod, RodInfo>> = {
  Twig: {
    name: 'Twig',
    maxWeightLb: 4,
    rarityChances: [0.3157, 0.2365, 0.1709, 0.1179, 0.0765, 0.0455, 0.0238, 0.0101, 0.00279, 0.000251],
  },
  Bamboo: {
    name: 'Bamboo',
    maxWeightLb: 8,
    rarityChances: [0.3091, 0.2339, 0.171, 0.1195, 0.0787, 0.0477, 0.0255, 0.0111, 0.00321, 0.000309],
  },
  Hardwood: {
    name: 'Hardwood',
    maxWeightLb: 12,
    rarityChances: [0.3029, 0.2312, 0.1709, 0.121, 0.0809, 0.0499, 0.0273, 0.0122, 0.00369, 0.00038],
  },
  Steel: {
    name: 'Steel',
    maxWeightLb: 16,
    rarityChances: [0.2892, 0.2255, 0.1704, 0.1238, 0.0852, 0.0545, 0.0311, 0.0148, 0.00486, 0.000576],
  },
  Gold: {
    name: 'Gold',
    maxWeightLb: 20,
    rarityChances: [0.2756, 0.2192, 0.1695, 0.1263, 0.0896, 0.0593, 0.0355, 0.0179, 0.00639, 0.000871],
  },
};

/** The rod's chance per cast of rolling `rarity` (1..10); 0 outside that range. */
export function rarityChance(rod: Rod, rarity: number): number {
  return RODS[rod].rarityChances[rarity - 1] ?? 0;
}

/** True when the rod can land the species: its lightest fish is within the rod's limit. */
export function rodCanLand(rod: Rod, species: { minWeightLb: number }): boolean {
  return species.minWeightLb <= RODS[rod].maxWeightLb;
}
