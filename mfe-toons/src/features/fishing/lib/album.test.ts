import type { FishGenus, FishSpecies } from 'trinket-game/data';
import { describe, expect, it } from 'vitest';
import { buildAlbum } from './album';

// Made-up genera: the album logic only needs their shape.
function species(genusId: number, speciesId: number, rarity: number, maxWeightLb = 4): FishSpecies {
  return {
    key: `${genusId}-${speciesId}`,
    genusId,
    speciesId,
    genus: `Genus ${genusId}`,
    name: `Fish ${genusId}-${speciesId}`,
    minWeightLb: 1,
    maxWeightLb,
    rarity,
    locations: ['Anywhere'],
  };
}

const genera: FishGenus[] = [
  { genusId: 0, name: 'Genus 0', species: [species(0, 0, 1), species(0, 1, 7), species(0, 2, 3)] },
  { genusId: 2, name: 'Genus 2', species: [species(2, 0, 2)] },
];

const showAll = { isRarityFocus: false, showCaughtFish: true };

describe('buildAlbum', () => {
  it('lists every species by genus in the game order, with the records', () => {
    const album = buildAlbum(genera, { '0-2': { weight: 20 } }, showAll);
    expect(album.groups.map((group) => group.entries.map((entry) => entry.species.key))).toEqual([
      ['0-0', '0-1', '0-2'],
      ['2-0'],
    ]);
    expect(album.groups[0]?.entries[2]?.record).toEqual({ weight: 20 });
    expect(album.groups[0]?.entries[0]?.record).toBeNull();
  });

  it('counts caught species per genus and overall, ignoring unknown keys', () => {
    const album = buildAlbum(
      genera,
      { '0-0': { weight: 16 }, '2-0': { weight: 16 }, '9-9': { weight: 1 } },
      showAll,
    );
    expect(album.groups.map((group) => [group.caught, group.total])).toEqual([
      [1, 3],
      [1, 1],
    ]);
    expect([album.caught, album.total]).toEqual([2, 4]);
  });

  it('hides caught species when asked, dropping genera left empty but keeping the counts', () => {
    const album = buildAlbum(
      genera,
      { '0-0': { weight: 16 }, '2-0': { weight: 16 } },
      {
        ...showAll,
        showCaughtFish: false,
      },
    );
    expect(album.groups.map((group) => group.entries.map((entry) => entry.species.key))).toEqual([
      ['0-1', '0-2'],
    ]);
    expect(album.caught).toBe(2);
  });

  it('puts the rarest first within a genus when rarity focus is on', () => {
    const album = buildAlbum(genera, {}, { ...showAll, isRarityFocus: true });
    expect(album.groups[0]?.entries.map((entry) => entry.species.rarity)).toEqual([7, 3, 1]);
  });

  it('marks records below the heaviest weight of the species', () => {
    const album = buildAlbum(genera, { '0-0': { weight: 63 }, '0-1': { weight: 64 } }, showAll);
    expect(album.groups[0]?.entries.map((entry) => entry.isBelowMaxWeight)).toEqual([true, false, false]);
  });
});
