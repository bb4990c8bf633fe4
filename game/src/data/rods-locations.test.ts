import { ROD_NAMES } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import {
  ESTATE,
  FISHING_LOCATIONS,
  isFishingLocation,
  PLAYGROUNDS,
  playgroundOfStreet,
} from './locations.js';
import { RODS, rarityChance, rodCanLand } from './rods.js';

describe('rods', () => {
  it('has every rod with its weight limit', () => {
    expect(Object.keys(RODS)).toEqual([...ROD_NAMES]);
    expect(ROD_NAMES.map((rod) => RODS[rod].maxWeightLb)).toEqual([4, 8, 12, 16, 20]);
    for (const rod of ROD_NAMES) expect(RODS[rod].name).toBe(rod);
  });

  it('gives ten tier chances that add up to 1 and fall as the tier gets rarer', () => {
    for (const rod of ROD_NAMES) {
      const chances = RODS[rod].rarityChances;
      expect(chances).toHaveLength(10);
      expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 3);
      chances.slice(1).forEach((chance, index) => {
        expect(chance).toBeLessThan(chances[index] ?? 0);
      });
    }
  });

  it('makes the rarest tier likelier with each better rod', () => {
    const tenth = ROD_NAMES.map((rod) => rarityChance(rod, 10));
    expect(tenth).toEqual([0.000251, 0.000309, 0.00038, 0.000576, 0.000871]);
    expect(rarityChance('Twig', 1)).toBe(0.3157);
    expect(rarityChance('Twig', 0)).toBe(0);
    expect(rarityChance('Twig', 11)).toBe(0);
  });

  it("lands a species when its lightest weight is within the rod's limit", () => {
    expect(rodCanLand('Twig', { minWeightLb: 4 })).toBe(true);
    expect(rodCanLand('Twig', { minWeightLb: 5 })).toBe(false);
    expect(rodCanLand('Gold', { minWeightLb: 20 })).toBe(true);
  });
});

describe('locations', () => {
  it('lists six playgrounds and the Estate', () => {
    expect(PLAYGROUNDS.map((playground) => playground.name)).toEqual([
      'Toontown Central',
      "Donald's Dock",
      'Daisy Gardens',
      "Minnie's Melodyland",
      'The Brrrgh',
      "Donald's Dreamland",
      ESTATE,
    ]);
    expect(PLAYGROUNDS.at(-1)?.streets).toEqual([]);
  });

  it('has a pond in every playground, street and the Estate', () => {
    expect(FISHING_LOCATIONS).toHaveLength(7 + 16);
    expect(new Set(FISHING_LOCATIONS).size).toBe(FISHING_LOCATIONS.length);
    expect(FISHING_LOCATIONS).toContain('Walrus Way');
    expect(FISHING_LOCATIONS.at(-1)).toBe(ESTATE);
    expect(isFishingLocation('Lullaby Lane')).toBe(true);
    expect(isFishingLocation('Anywhere')).toBe(false);
  });

  it("knows a street's playground", () => {
    expect(playgroundOfStreet('Punchline Place')).toBe('Toontown Central');
    expect(playgroundOfStreet('Pajama Place')).toBe("Donald's Dreamland");
    expect(playgroundOfStreet('Toontown Central')).toBeNull();
    expect(playgroundOfStreet(ESTATE)).toBeNull();
    expect(playgroundOfStreet('Nowhere')).toBeNull();
  });
});
