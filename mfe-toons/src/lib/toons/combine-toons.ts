import {
  type FishMap,
  type Rewards,
  ROD_NAMES,
  type StatMap,
  type SummonSet,
  type Toon,
  type ToonUpdate,
} from 'shared-contracts/domain';

// Two of the player's toons that the player says are one game toon (two game windows sent the same
// name and no toon id): the kept toon takes the best of both, so nothing either held is lost.

/** Every species of both albums, at the heavier weight and the earlier catch. */
function combinedFish(kept: FishMap, other: FishMap): FishMap {
  const fish: FishMap = { ...kept };
  for (const [key, entry] of Object.entries(other)) {
    const mine = Object.hasOwn(kept, key) ? kept[key] : undefined;
    if (!mine) {
      fish[key] = entry;
      continue;
    }
    const caughtAt = [mine.caughtAt, entry.caughtAt].filter((at): at is string => at !== undefined).sort()[0];
    fish[key] = { weight: Math.max(mine.weight, entry.weight), ...(caughtAt ? { caughtAt } : {}) };
  }
  return fish;
}

/** Every count of both, at the higher value (statistics only go up; a reward held in either stays). */
function higherCounts(kept: StatMap, other: StatMap): StatMap {
  const counts: StatMap = { ...kept };
  for (const [key, value] of Object.entries(other)) {
    const mine = Object.hasOwn(kept, key) ? kept[key] : undefined;
    counts[key] = Math.max(mine ?? 0, value);
  }
  return counts;
}

function combinedSummons(kept: Rewards['summons'], other: Rewards['summons']): Rewards['summons'] {
  const summons: Record<string, SummonSet> = { ...kept };
  for (const [cog, set] of Object.entries(other)) {
    const mine = Object.hasOwn(kept, cog) ? kept[cog] : undefined;
    summons[cog] = mine
      ? {
          single: mine.single || set.single,
          building: mine.building || set.building,
          invasion: mine.invasion || set.invasion,
        }
      : set;
  }
  return summons;
}

function combinedRewards(kept: Rewards, other: Rewards): Rewards {
  return {
    sos: higherCounts(kept.sos, other.sos),
    unites: higherCounts(kept.unites, other.unites),
    summons: combinedSummons(kept.summons, other.summons),
    pinkSlips: Math.max(kept.pinkSlips, other.pinkSlips),
    remotes: higherCounts(kept.remotes, other.remotes),
  };
}

/** The better rod of the two (the site's rods go from Twig to Gold). */
function betterRod(kept: Toon['rod'], other: Toon['rod']): Toon['rod'] {
  return ROD_NAMES.indexOf(other) > ROD_NAMES.indexOf(kept) ? other : kept;
}

/**
 * What the kept toon becomes when `other` is the same game toon: both fish albums (the heavier
 * weight of a species in both), the higher golf, racing and bucket counts, every reward held in
 * either, the better rod, and `other`'s look when the kept toon has none. Its name and game toon
 * id stay. Pure; saving it, then deleting `other`, loses nothing.
 */
export function combinedToonUpdate(kept: Toon, other: Toon): ToonUpdate {
  return {
    rod: betterRod(kept.rod, other.rod),
    fish: combinedFish(kept.fish, other.fish),
    golf: higherCounts(kept.golf, other.golf),
    racing: higherCounts(kept.racing, other.racing),
    buckets: higherCounts(kept.buckets, other.buckets),
    rewards: combinedRewards(kept.rewards, other.rewards),
    rendition: kept.rendition ?? other.rendition,
  };
}

/** Of two toons, the one to keep: the older (its id, links and snapshot stay). */
export function keptOfTwo(first: Toon, second: Toon): { kept: Toon; other: Toon } {
  const older = Date.parse(second.createdAt) < Date.parse(first.createdAt) ? second : first;
  return older === first ? { kept: first, other: second } : { kept: second, other: first };
}
