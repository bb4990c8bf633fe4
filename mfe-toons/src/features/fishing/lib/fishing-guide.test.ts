import { FISH_SPECIES, FISHING_LOCATIONS } from 'trinket-game/data';
import { describe, expect, it } from 'vitest';
import { FISH_PER_BUCKET } from '../../../lib/fishing/buckets';
import { bestLocationFor, fishingGuide } from './fishing-guide';
import { CAST_CATCH_SHARES, catchChancePerCast } from './fishing-odds';

function byName(name: string) {
  const found = FISH_SPECIES.find((species) => species.name === name);
  if (!found) throw new Error(`No species ${name}`);
  return found;
}

describe('FISH_PER_BUCKET', () => {
  it("is the game's starting fish tank size", () => {
    expect(FISH_PER_BUCKET).toBe(20);
  });
});

describe('bestLocationFor', () => {
  it('picks the pond with the highest chance', () => {
    const grizzly = byName('Grizzly Bear Acuda');
    const best = bestLocationFor(grizzly, 'Gold');
    const chances = FISHING_LOCATIONS.map((location) => catchChancePerCast(grizzly, 'Gold', location));
    expect(best.chance).toBe(Math.max(...chances));
    // Listed for The Brrrgh and Walrus Way: on Walrus Way it sits in tier 10 twice.
    expect(best.location).toBe('Walrus Way');
  });

  it('finds a street-only species on its street', () => {
    expect(bestLocationFor(byName('Old King Crab'), 'Gold').location).toBe('Lighthouse Lane');
  });

  it('has no pond for a species the rod cannot land', () => {
    expect(bestLocationFor(byName('Full Moon Fish'), 'Twig')).toEqual({ location: null, chance: 0 });
  });
});

describe('fishingGuide', () => {
  it('lists only the species still missing', () => {
    const caught = new Set(['0-0', '0-1', '34-0']);
    const guide = fishingGuide('Gold', caught);
    expect(guide).toHaveLength(FISH_SPECIES.length - 3);
    expect(guide.some((entry) => caught.has(entry.species.key))).toBe(false);
    expect(fishingGuide('Gold', new Set(FISH_SPECIES.map((s) => s.key)))).toEqual([]);
  });

  it('puts the likeliest first', () => {
    const guide = fishingGuide('Steel', new Set());
    guide.slice(1).forEach((entry, index) => {
      expect(entry.chancePerCast).toBeLessThanOrEqual(guide[index]?.chancePerCast ?? 0);
    });
  });

  it('works out casts and buckets from the chance', () => {
    for (const entry of fishingGuide('Hardwood', new Set())) {
      if (entry.chancePerCast > 0) {
        expect(entry.expectedCasts).toBeCloseTo(1 / entry.chancePerCast, 9);
        expect(entry.expectedBuckets).toBeCloseTo(entry.expectedCasts / FISH_PER_BUCKET, 9);
        expect(entry.bestLocation).not.toBeNull();
      } else {
        expect(entry.bestLocation).toBeNull();
        expect(entry.expectedCasts).toBe(Number.POSITIVE_INFINITY);
        expect(entry.expectedBuckets).toBe(Number.POSITIVE_INFINITY);
      }
    }
  });

  it('can land every species with a Gold rod', () => {
    const guide = fishingGuide('Gold', new Set());
    expect(guide.every((entry) => entry.bestLocation !== null)).toBe(true);
  });

  it('puts the species a Twig rod cannot land last, with no pond', () => {
    const guide = fishingGuide('Twig', new Set());
    const firstUnlandable = guide.findIndex((entry) => entry.bestLocation === null);
    expect(firstUnlandable).toBeGreaterThan(0);
    expect(guide.slice(firstUnlandable).every((entry) => entry.species.minWeightLb > 4)).toBe(true);
    expect(guide.slice(0, firstUnlandable).every((entry) => entry.species.minWeightLb <= 4)).toBe(true);
  });

  it('reports the chance at the best pond, with the expected effort', () => {
    const fullMoon = fishingGuide('Gold', new Set()).find((entry) => entry.species.name === 'Full Moon Fish');
    expect(fullMoon?.bestLocation).toBe("Donald's Dreamland");
    expect(fullMoon?.chancePerCast).toBeCloseTo(0.000871 / 2, 12);
    expect(fullMoon?.expectedBuckets).toBeCloseTo(2 / 0.000871 / 20, 6);
  });
});

describe('fishingGuide counting old boots (the showBoots preference)', () => {
  it("uses the game's shares of a cast: 93 fish, 1 jellybeans, 6 old boots in 100", () => {
    expect(CAST_CATCH_SHARES).toEqual({ fish: 0.93, jellybeans: 0.01, oldBoot: 0.06 });
    const total = CAST_CATCH_SHARES.fish + CAST_CATCH_SHARES.jellybeans + CAST_CATCH_SHARES.oldBoot;
    expect(total).toBeCloseTo(1, 12);
  });

  it('takes the boots and jellybeans out of every chance, and adds their casts', () => {
    const fullMoon = fishingGuide('Gold', new Set(), { countBoots: true }).find(
      (entry) => entry.species.name === 'Full Moon Fish',
    );
    expect(fullMoon?.chancePerCast).toBeCloseTo((0.93 * 0.000871) / 2, 12);
    expect(fullMoon?.expectedCasts).toBeCloseTo(2 / 0.000871 / 0.93, 6);
  });

  it('keeps the ponds, the order and the buckets (boots never go in a bucket)', () => {
    const without = fishingGuide('Bamboo', new Set(['0-0']));
    const withBoots = fishingGuide('Bamboo', new Set(['0-0']), { countBoots: true });
    expect(withBoots.map((entry) => entry.species.key)).toEqual(without.map((entry) => entry.species.key));
    withBoots.forEach((entry, index) => {
      const plain = without[index];
      if (!plain) throw new Error('guides differ in length');
      expect(entry.bestLocation).toBe(plain.bestLocation);
      expect(entry.chancePerCast).toBeCloseTo(plain.chancePerCast * 0.93, 12);
      expect(entry.expectedBuckets).toBe(plain.expectedBuckets);
      if (plain.chancePerCast > 0) expect(entry.expectedCasts).toBeGreaterThan(plain.expectedCasts);
      else expect(entry.expectedCasts).toBe(Number.POSITIVE_INFINITY);
    });
  });

  it('is off by default', () => {
    expect(fishingGuide('Twig', new Set(), { countBoots: false })).toEqual(fishingGuide('Twig', new Set()));
  });
});
