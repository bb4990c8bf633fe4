import type { FishSpecies } from 'trinket-game/data';
import { describe, expect, it } from 'vitest';
import { searchFish } from './fish-search';

function fish(name: string, genus: string, locations: string[]): FishSpecies {
  return {
    key: name,
    genusId: 0,
    speciesId: 0,
    genus,
    name,
    minWeightLb: 1,
    maxWeightLb: 2,
    rarity: 1,
    locations,
  };
}

const all = [
  fish('Red Herring', 'Herring', ['Elm Street']),
  fish('Blue Herring', 'Herring', ['Anywhere']),
  fish('Sea Bass', 'Bass', ['Lighthouse Lane', 'Estate']),
];

const names = (list: FishSpecies[]) => list.map((item) => item.name);

describe('searchFish', () => {
  it('keeps everything for a blank query', () => {
    expect(names(searchFish(all, '  '))).toEqual(['Red Herring', 'Blue Herring', 'Sea Bass']);
  });

  it('matches the name in any case', () => {
    expect(names(searchFish(all, 'sea BASS'))).toEqual(['Sea Bass']);
  });

  it('matches the genus', () => {
    expect(names(searchFish(all, 'herring'))).toEqual(['Red Herring', 'Blue Herring']);
  });

  it('matches a location, ignoring extra spaces', () => {
    expect(names(searchFish(all, '  lighthouse   lane '))).toEqual(['Sea Bass']);
    expect(names(searchFish(all, 'estate'))).toEqual(['Sea Bass']);
  });

  it('finds nothing for an unknown word', () => {
    expect(searchFish(all, 'submarine')).toEqual([]);
  });
});
