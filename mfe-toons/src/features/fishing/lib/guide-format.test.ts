import { FISH_SPECIES, type FishSpecies, RODS, rodCanLand } from 'trinket-game/data';
import { describe, expect, it } from 'vitest';
import { formatBuckets, formatCasts, formatChance, formatOdds, weakestRodFor } from './guide-format';

describe('formatChance', () => {
  it('shows two significant digits as a percentage', () => {
    expect(formatChance(0.025)).toBe('2.5%');
    expect(formatChance(0.3157)).toBe('32%');
    expect(formatChance(0.0000125)).toBe('0.0013%');
  });
});

describe('formatOdds', () => {
  it('rounds to whole casts with grouping', () => {
    expect(formatOdds(0.025)).toBe('1 in 40');
    expect(formatOdds(0.03)).toBe('1 in 33');
    expect(formatOdds(0.0001)).toBe('1 in 10,000');
  });

  it('never says "1 in 0" and has nothing for no chance', () => {
    expect(formatOdds(0.9)).toBe('1 in 1');
    expect(formatOdds(0)).toBeNull();
  });
});

describe('formatCasts and formatBuckets', () => {
  it('format expected effort', () => {
    expect(formatCasts(1234.4)).toBe('1,234');
    expect(formatBuckets(2.46)).toBe('2.5');
    expect(formatBuckets(0.01)).toBe('under 0.1');
  });
});

describe('weakestRodFor', () => {
  it('is Twig for a species light enough for the Twig rod', () => {
    const light = FISH_SPECIES.find((species) => rodCanLand('Twig', species));
    expect(light && weakestRodFor(light)).toBe('Twig');
  });

  it('is the first rod strong enough for a heavier species', () => {
    const heavy = FISH_SPECIES.find((species) => species.minWeightLb > RODS.Twig.maxWeightLb);
    expect(heavy).toBeDefined();
    const rod = heavy && weakestRodFor(heavy);
    expect(rod).not.toBe('Twig');
    expect(rod && heavy && rodCanLand(rod, heavy)).toBe(true);
  });

  it('is null for a species no rod can land', () => {
    const impossible: FishSpecies = {
      key: '98-0',
      genusId: 98,
      speciesId: 0,
      genus: 'Imaginary',
      name: 'Imaginary Fish',
      minWeightLb: 1,
      maxWeightLb: 2,
      rarity: 1,
      locations: ['Nowhere Pond'],
    };
    expect(weakestRodFor(impossible)).toBeNull();
  });
});
