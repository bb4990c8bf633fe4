import type { Rod } from 'shared-contracts/domain';
import {
  ANYWHERE,
  FISH_SPECIES,
  type FishSpecies,
  isFishingLocation,
  playgroundOfStreet,
  rarityChance,
  rodCanLand,
} from 'trinket-game/data';

/**
 * Fishing odds: which species bite at a pond and the chance of each per cast.
 *
 * The model is the game's own, from toontown/fishing/FishGlobals.py in the open Toontown source
 * (github.com/open-toontown/open-toontown), which builds each pond's table like this:
 * - Each place in a species' location list makes it bite at that pond, and a playground's fish
 *   also bite on every street of that playground (ToontownGlobals.HoodHierarchy lists a
 *   playground's streets; a street does not share its fish with the playground or other streets).
 *   'Anywhere' puts the species in every pond, the Estate included.
 * - The n-th place in the list (counting from 0) makes the species bite there one rarity tier
 *   rarer per step: tier = min(10, rarity + n) (`getEffectiveRarity(rarity, zoneIndex)`). A
 *   species can so sit in two tiers at one pond (e.g. Hot Air Balloon Fish in Toontown Central:
 *   tier 4 from 'Toontown Central', tier 5 from 'Anywhere').
 * - A rod lands a species when the species' lightest weight is within the rod's limit
 *   (`canBeCaughtByRod`; every rod's lower limit is 0).
 * - A cast rolls a tier with the rod's tier chances (rods.ts), then picks uniformly among the
 *   pond's species in that tier that the rod can land (`getRandomFishVitals`); a tier with none
 *   lands nothing.
 * So a species' chance per cast = the sum, over its tiers at the pond, of the rod's chance of the
 * tier divided by the number of landable species in that tier there. Species data and rod chances
 * are Toontown Rewritten's (fish.json); the rules are Toontown Online's, which Toontown Rewritten's
 * closed server is taken to keep. The chance is per cast that draws from the pond's fish; what else
 * a cast can reel in is {@link CAST_CATCH_SHARES}.
 */

/**
 * What one cast reels in, as a share of all casts, before the pond's fish are drawn: Toontown
 * Online's `FishGlobals.ProbabilityDict` ({93: FishItem, 94: JellybeanItem, 100: BootItem}, rolled
 * per cast over 0-100 by the AI's fishing manager) in the open Toontown source above, which
 * Toontown Rewritten is taken to keep like the rest of these rules. Quest items (a fishing task's
 * catch) and a full bucket are left out: they depend on the toon, not the pond.
 */
export const CAST_CATCH_SHARES = Object.freeze({ fish: 0.93, jellybeans: 0.01, oldBoot: 0.06 });

/** One way a species bites at a pond: the tier it sits in there. */
export type FishBite = { species: FishSpecies; tier: number };

const MAX_RARITY = 10;

function placeReaches(place: string, pond: string): boolean {
  return place === ANYWHERE || place === pond || place === playgroundOfStreet(pond);
}

function bitesOf(species: FishSpecies, pond: string): FishBite[] {
  const bites: FishBite[] = [];
  species.locations.forEach((place, index) => {
    if (placeReaches(place, pond)) {
      bites.push({ species, tier: Math.min(MAX_RARITY, species.rarity + index) });
    }
  });
  return bites;
}

const bitesCache = new Map<string, readonly FishBite[]>();

/**
 * Every bite at a pond (a species may appear once per tier it sits in), optionally only those the
 * rod can land. Empty for a place that is not a pond (including 'Anywhere').
 */
export function bitesAt(location: string, rod?: Rod): readonly FishBite[] {
  if (!isFishingLocation(location)) return [];
  let bites = bitesCache.get(location);
  if (!bites) {
    bites = FISH_SPECIES.flatMap((species) => bitesOf(species, location));
    bitesCache.set(location, bites);
  }
  return rod === undefined ? bites : bites.filter((bite) => rodCanLand(rod, bite.species));
}

/** The species that can bite at a pond (with a strong enough rod), in album order. */
export function speciesAt(location: string): FishSpecies[] {
  const keys = new Set(bitesAt(location).map((bite) => bite.species.key));
  return FISH_SPECIES.filter((species) => keys.has(species.key));
}

const tierCountCache = new Map<string, ReadonlyMap<number, number>>();

function landableCountByTier(location: string, rod: Rod): ReadonlyMap<number, number> {
  const cacheKey = `${rod}\u0000${location}`;
  let counts = tierCountCache.get(cacheKey);
  if (!counts) {
    const tally = new Map<number, number>();
    for (const bite of bitesAt(location, rod)) tally.set(bite.tier, (tally.get(bite.tier) ?? 0) + 1);
    counts = tally;
    tierCountCache.set(cacheKey, counts);
  }
  return counts;
}

/** The chance (0..1) that one cast at the pond with the rod lands the species (see the model above). */
export function catchChancePerCast(species: FishSpecies, rod: Rod, location: string): number {
  if (!rodCanLand(rod, species)) return 0;
  const counts = landableCountByTier(location, rod);
  let chance = 0;
  for (const bite of bitesAt(location, rod)) {
    if (bite.species.key !== species.key) continue;
    const inTier = counts.get(bite.tier) ?? 0;
    if (inTier > 0) chance += rarityChance(rod, bite.tier) / inTier;
  }
  return chance;
}
