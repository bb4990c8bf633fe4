import type { FishCatch, FishingPreferences, FishMap } from 'shared-contracts/domain';
import { type FishGenus, type FishSpecies, ouncesFromPounds } from 'trinket-game/data';

export type AlbumEntry = {
  species: FishSpecies;
  /** The toon's record for the species, or null when not caught yet. */
  record: FishCatch | null;
  /** Caught, but lighter than the heaviest the species can be (a record still to beat). */
  isBelowMaxWeight: boolean;
};

export type AlbumGroup = {
  genusId: number;
  name: string;
  /** The entries to show, after the preferences' filter and order. */
  entries: AlbumEntry[];
  caught: number;
  total: number;
};

export type Album = {
  groups: AlbumGroup[];
  caught: number;
  total: number;
};

type AlbumPreferences = Pick<FishingPreferences, 'isRarityFocus' | 'showCaughtFish'>;

function recordOf(fish: FishMap, species: FishSpecies): FishCatch | null {
  return Object.hasOwn(fish, species.key) ? (fish[species.key] ?? null) : null;
}

function entryOf(fish: FishMap, species: FishSpecies): AlbumEntry {
  const record = recordOf(fish, species);
  return {
    species,
    record,
    isBelowMaxWeight: record !== null && record.weight < ouncesFromPounds(species.maxWeightLb),
  };
}

/** Rarest first; within a rarity, the game's species order. */
function byRarity(left: AlbumEntry, right: AlbumEntry): number {
  return right.species.rarity - left.species.rarity || left.species.speciesId - right.species.speciesId;
}

/**
 * The album of a toon: every genus with its species and the toon's records. Counts always cover
 * every species; the entries follow the preferences (caught ones hidden when `showCaughtFish` is
 * off, rarest first when `isRarityFocus` is on). A genus with nothing left to show is dropped.
 * Album keys that name no known species are ignored.
 */
export function buildAlbum(
  genera: readonly FishGenus[],
  fish: FishMap,
  preferences: AlbumPreferences,
): Album {
  const groups = genera.map((genus): AlbumGroup => {
    const all = genus.species.map((species) => entryOf(fish, species));
    const shown = preferences.showCaughtFish ? all : all.filter((entry) => entry.record === null);
    return {
      genusId: genus.genusId,
      name: genus.name,
      entries: preferences.isRarityFocus ? [...shown].sort(byRarity) : shown,
      caught: all.filter((entry) => entry.record !== null).length,
      total: all.length,
    };
  });
  return {
    groups: groups.filter((group) => group.entries.length > 0),
    caught: groups.reduce((sum, group) => sum + group.caught, 0),
    total: groups.reduce((sum, group) => sum + group.total, 0),
  };
}
