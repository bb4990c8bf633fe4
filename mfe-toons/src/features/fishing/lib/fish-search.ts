import type { FishSpecies } from 'trinket-game/data';

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase('en-US').replace(/\s+/g, ' ');
}

/**
 * The species whose name, genus or one of the listed locations contains the query (any case,
 * extra spaces ignored), in their original order. An empty query keeps every species.
 */
export function searchFish(species: readonly FishSpecies[], query: string): FishSpecies[] {
  const needle = normalise(query);
  if (needle === '') return [...species];
  return species.filter((fish) =>
    [fish.name, fish.genus, ...fish.locations].some((text) => normalise(text).includes(needle)),
  );
}
