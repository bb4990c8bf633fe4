import { ROD_NAMES } from 'shared-contracts/domain';
import {
  FISH_BY_KEY,
  FISH_SPECIES,
  FISHING_LOCATIONS,
  type FishSpecies,
  rarityChance,
} from 'trinket-game/data';
import { describe, expect, it } from 'vitest';
import { bitesAt, catchChancePerCast, speciesAt } from './fishing-odds';

function species(name: string): FishSpecies {
  const found = FISH_SPECIES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No species ${name}`);
  return found;
}

function names(list: readonly FishSpecies[]): string[] {
  return list.map((entry) => entry.name);
}

describe('speciesAt', () => {
  it("gives a street its own fish and its playground's fish", () => {
    const sillyStreet = names(speciesAt('Silly Street'));
    expect(sillyStreet).toContain('Water Balloon Fish'); // listed for Silly Street
    expect(sillyStreet).toContain('Circus Clown Fish'); // listed for Toontown Central only
    expect(sillyStreet).toContain('Balloon Fish'); // Anywhere
  });

  it("keeps a street's own fish off its playground and its sibling streets", () => {
    expect(names(speciesAt('Toontown Central'))).not.toContain('Water Balloon Fish');
    expect(names(speciesAt('Loopy Lane'))).not.toContain('Water Balloon Fish');
    expect(names(speciesAt("Donald's Dock"))).not.toContain('Old King Crab');
    expect(names(speciesAt('Lighthouse Lane'))).toContain('Old King Crab');
  });

  it('puts Anywhere species in every pond, the Estate included', () => {
    for (const location of FISHING_LOCATIONS) {
      expect(names(speciesAt(location))).toContain('Star Fish');
    }
  });

  it('keeps a species to its places when it is not Anywhere', () => {
    const frozen = species('Frozen Fish'); // The Brrrgh only
    const ponds = FISHING_LOCATIONS.filter((location) =>
      speciesAt(location).some((entry) => entry.key === frozen.key),
    );
    expect(ponds).toEqual(['The Brrrgh', 'Sleet Street', 'Walrus Way']);
  });

  it('lists each species once, in album order', () => {
    const atEstate = speciesAt('Estate');
    expect(new Set(atEstate.map((entry) => entry.key)).size).toBe(atEstate.length);
    const order = atEstate.map((entry) => FISH_SPECIES.indexOf(entry));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('has nothing for a place that is not a pond', () => {
    expect(speciesAt('Anywhere')).toEqual([]);
    expect(speciesAt('Goofy Speedway')).toEqual([]);
  });
});

describe('bitesAt', () => {
  it('puts a species one tier rarer for each place before the matching one in its list', () => {
    // Hot Air Balloon Fish (rarity 4): 'Toontown Central' first, 'Anywhere' second.
    const hotAir = FISH_BY_KEY.get('0-1');
    const tiers = (location: string) =>
      bitesAt(location)
        .filter((bite) => bite.species === hotAir)
        .map((bite) => bite.tier);
    expect(tiers('Toontown Central')).toEqual([4, 5]);
    expect(tiers('Estate')).toEqual([5]);
  });

  it('caps the tier at 10', () => {
    // All Star Fish (rarity 10) is listed third for the Estate.
    const allStar = species('All Star Fish');
    expect(bitesAt('Estate').filter((bite) => bite.species === allStar)).toEqual([
      { species: allStar, tier: 10 },
    ]);
  });

  it('filters by what the rod can land', () => {
    const twigBites = bitesAt('The Brrrgh', 'Twig');
    expect(twigBites.every((bite) => bite.species.minWeightLb <= 4)).toBe(true);
    expect(twigBites.length).toBeLessThan(bitesAt('The Brrrgh').length);
  });
});

describe('catchChancePerCast', () => {
  it("divides the tier's chance among the landable species of that tier at the pond", () => {
    // Tier 5 at the Estate with a Twig rod holds five species: Hot Air Balloon Fish (rarity 4,
    // Anywhere listed second), Sad Clown Fish (4, Anywhere second), Dalmatian Dog Fish (4, Estate
    // second), Crunchy PB&J Fish (4, Estate second) and Grape PB&J Fish (3, Anywhere third).
    // Clydesdale Sea Horse is tier 5 there too but weighs at least 14 lb.
    const expected = rarityChance('Twig', 5) / 5;
    for (const name of [
      'Hot Air Balloon Fish',
      'Sad Clown Fish',
      'Dalmatian Dog Fish',
      'Crunchy PB&J Fish',
    ]) {
      expect(catchChancePerCast(species(name), 'Twig', 'Estate')).toBeCloseTo(expected, 12);
    }
    expect(catchChancePerCast(species('Clydesdale Sea Horse'), 'Twig', 'Estate')).toBe(0);
  });

  it('adds the chances of every tier a species sits in at the pond', () => {
    // Grape PB&J Fish (rarity 3) lists the Estate second (tier 4) and Anywhere third (tier 5).
    // Tier 4 at the Estate with a Twig rod also holds five species: Tabby Cat Fish, Electric
    // Amore Eel, King Crab, Peanut Butter & Jellyfish and Grape PB&J Fish itself.
    const grape = catchChancePerCast(species('Grape PB&J Fish'), 'Twig', 'Estate');
    expect(grape).toBeCloseTo(rarityChance('Twig', 4) / 5 + rarityChance('Twig', 5) / 5, 12);
    expect(grape).toBeCloseTo(0.03888, 12);
  });

  it('shares the rarest tier between the two tier-10 species of Donald’s Dreamland', () => {
    // Full Moon Fish (rarity 10, first) and Concord Grape PB&J Fish (rarity 10, listed second).
    const chance = catchChancePerCast(species('Full Moon Fish'), 'Gold', "Donald's Dreamland");
    expect(chance).toBeCloseTo(rarityChance('Gold', 10) / 2, 12);
  });

  it('makes a species likelier where it is listed earlier', () => {
    const hotAir = species('Hot Air Balloon Fish');
    const atCentral = catchChancePerCast(hotAir, 'Twig', 'Toontown Central');
    const atEstate = catchChancePerCast(hotAir, 'Twig', 'Estate');
    expect(atCentral).toBeGreaterThan(atEstate);
  });

  it('is 0 for a species the rod cannot land, or a pond where it does not bite', () => {
    expect(catchChancePerCast(species('Full Moon Fish'), 'Twig', "Donald's Dreamland")).toBe(0);
    expect(catchChancePerCast(species('Frozen Fish'), 'Gold', 'Toontown Central')).toBe(0);
    expect(catchChancePerCast(species('Star Fish'), 'Gold', 'Anywhere')).toBe(0);
  });

  it('never adds up to more than a whole cast at any pond', () => {
    for (const rod of ROD_NAMES) {
      for (const location of FISHING_LOCATIONS) {
        const total = FISH_SPECIES.reduce((sum, entry) => sum + catchChancePerCast(entry, rod, location), 0);
        // The rods' tier chances are rounded in the source, so allow a little over 1.
        expect(total).toBeGreaterThan(0.9);
        expect(total).toBeLessThanOrEqual(1.001);
      }
    }
  });

  it('gives a better rod a better chance at the rarest fish', () => {
    const grizzly = species('Grizzly Bear Acuda');
    expect(catchChancePerCast(grizzly, 'Gold', 'The Brrrgh')).toBeGreaterThan(
      catchChancePerCast(grizzly, 'Steel', 'The Brrrgh'),
    );
  });
});
