import { FISH_KEY_PATTERN } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { FISH_BY_KEY, FISH_GENERA, FISH_SPECIES } from './fish.js';
import { ANYWHERE, FISHING_LOCATIONS } from './locations.js';

describe('fish species', () => {
  it('holds 70 species in 18 genera', () => {
    expect(FISH_SPECIES).toHaveLength(70);
    expect(FISH_GENERA).toHaveLength(18);
    expect(FISH_BY_KEY.size).toBe(70);
  });

  it("numbers genera 0, 2, .. 34 and species 0.. within each, as the game's album does", () => {
    expect(FISH_GENERA.map((genus) => genus.genusId)).toEqual(
      Array.from({ length: 18 }, (_, index) => index * 2),
    );
    for (const genus of FISH_GENERA) {
      expect(genus.species.map((species) => species.speciesId)).toEqual(
        genus.species.map((_, index) => index),
      );
      for (const species of genus.species) {
        expect(species.genusId).toBe(genus.genusId);
        expect(species.genus).toBe(genus.name);
        expect(species.key).toBe(`${genus.genusId}-${species.speciesId}`);
        expect(species.key).toMatch(FISH_KEY_PATTERN);
      }
    }
  });

  it('puts known species at the ids of the game source', () => {
    const expected: Record<string, string> = {
      '0-0': 'Balloon Fish',
      '0-1': 'Hot Air Balloon Fish',
      '2-4': 'Tom Cat Fish',
      '6-0': 'Frozen Fish',
      '8-4': 'All Star Fish',
      '10-0': 'Holey Mackerel',
      '20-1': 'Full Moon Fish',
      '26-7': 'Grizzly Bear Acuda',
      '30-2': 'Baby Grand Piano Tuna',
      '32-0': 'Peanut Butter & Jellyfish',
      '32-4': 'Concord Grape PB&J Fish',
      '34-0': 'Devil Ray',
    };
    for (const [key, name] of Object.entries(expected)) {
      expect(FISH_BY_KEY.get(key)?.name).toBe(name);
    }
    expect(FISH_BY_KEY.get('34-1')).toBeUndefined();
    expect(FISH_GENERA.map((genus) => genus.species.length)).toEqual([
      5, 5, 4, 1, 5, 1, 5, 2, 3, 3, 6, 4, 4, 8, 3, 5, 5, 1,
    ]);
  });

  it('keeps the reference values of a species', () => {
    expect(FISH_BY_KEY.get('12-1')).toEqual({
      key: '12-1',
      genusId: 12,
      speciesId: 1,
      genus: 'Dog Fish',
      name: 'Bull Dog Fish',
      minWeightLb: 18,
      maxWeightLb: 20,
      rarity: 6,
      locations: ["Donald's Dock", 'Estate'],
    });
  });

  it('has sane weights, rarities and only known places', () => {
    const places = new Set([...FISHING_LOCATIONS, ANYWHERE]);
    for (const species of FISH_SPECIES) {
      expect(species.minWeightLb).toBeGreaterThan(0);
      expect(species.maxWeightLb).toBeGreaterThanOrEqual(species.minWeightLb);
      expect(species.maxWeightLb).toBeLessThanOrEqual(20);
      expect(species.rarity).toBeGreaterThanOrEqual(1);
      expect(species.rarity).toBeLessThanOrEqual(10);
      expect(species.locations.length).toBeGreaterThan(0);
      for (const place of species.locations) expect(places.has(place)).toBe(true);
    }
  });

  it('has unique species names', () => {
    expect(new Set(FISH_SPECIES.map((species) => species.name)).size).toBe(70);
  });
});
