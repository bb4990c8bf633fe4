import type { FishKey, Rod } from 'shared-contracts/domain';
import { FISH_SPECIES, FISHING_LOCATIONS, type FishSpecies } from 'trinket-game/data';
import { FISH_PER_BUCKET } from '../../../lib/fishing/buckets';
import { CAST_CATCH_SHARES, catchChancePerCast } from './fishing-odds';

/** Where and how long to fish for one missing species (odds as in fishing-odds.ts). */
export type GuideEntry = {
  species: FishSpecies;
  /** The pond with the best chance; null when the rod cannot land the species anywhere. */
  bestLocation: string | null;
  /** Chance per cast at the best pond (0 when none). */
  chancePerCast: number;
  /** Expected casts until the first catch: 1 / chance; Infinity when the chance is 0. */
  expectedCasts: number;
  /**
   * Expected full buckets of {@link FISH_PER_BUCKET} fish until the first catch. Old boots and
   * jellybeans never go in a bucket, so this is the same whether they are counted or not.
   */
  expectedBuckets: number;
};

export type GuideOptions = {
  /**
   * Count the casts that reel in an old boot or jellybeans ({@link CAST_CATCH_SHARES}): the chance
   * per cast is then over every cast, and the expected casts include those. Off (the default), the
   * chance is per cast that draws a fish.
   */
  countBoots?: boolean;
};

/** The best pond for a species with a rod; on a tie the first pond in FISHING_LOCATIONS order. */
export function bestLocationFor(species: FishSpecies, rod: Rod): { location: string | null; chance: number } {
  let best: { location: string | null; chance: number } = { location: null, chance: 0 };
  for (const location of FISHING_LOCATIONS) {
    const chance = catchChancePerCast(species, rod, location);
    if (chance > best.chance) best = { location, chance };
  }
  return best;
}

/**
 * For each species not yet caught, the best pond with this rod and the expected effort there,
 * most likely first (album order on ties); species the rod cannot land come last.
 */
export function fishingGuide(
  rod: Rod,
  caught: ReadonlySet<FishKey>,
  options: GuideOptions = {},
): GuideEntry[] {
  const fishShare = options.countBoots ? CAST_CATCH_SHARES.fish : 1;
  const entries = FISH_SPECIES.filter((species) => !caught.has(species.key)).map((species): GuideEntry => {
    const best = bestLocationFor(species, rod);
    const fishCasts = best.chance > 0 ? 1 / best.chance : Number.POSITIVE_INFINITY;
    const chancePerCast = best.chance * fishShare;
    return {
      species,
      bestLocation: best.location,
      chancePerCast,
      expectedCasts: chancePerCast > 0 ? 1 / chancePerCast : Number.POSITIVE_INFINITY,
      expectedBuckets: fishCasts / FISH_PER_BUCKET,
    };
  });
  // Array.prototype.sort is stable, so equal chances keep album order.
  return entries.sort((a, b) => b.chancePerCast - a.chancePerCast);
}
