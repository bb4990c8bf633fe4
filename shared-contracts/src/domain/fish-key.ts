// Fish keys, without zod: the game's data tables (trinket-game) import them, and a browser part that loads those
// tables should not have to bundle zod for it.

/**
 * A fish species key: `"<genusId>-<speciesId>"`, both the game's numeric ids in plain decimal
 * (no sign, no leading zeros), e.g. `"0-0"` or `"34-3"`. They are the keys of ToonLink's
 * `fish.collection` (genus) and of each genus's `album` (species), so a ToonLink album entry
 * maps to `fishKey(genusId, speciesId)`.
 */
export type FishKey = string;

export const FISH_KEY_PATTERN = /^(0|[1-9]\d{0,3})-(0|[1-9]\d{0,3})$/;
const FISH_ID_PATTERN = /^(0|[1-9]\d{0,3})$/;

function normaliseFishId(id: number | string, label: string): string {
  const text = typeof id === 'number' ? String(id) : id.trim();
  if (!FISH_ID_PATTERN.test(text)) {
    throw new RangeError(`Invalid fish ${label} id: ${JSON.stringify(id)}`);
  }
  return text;
}

/**
 * The key of a fish species (see {@link FishKey}). Accepts numbers or their decimal strings
 * (ToonLink's dictionary keys); throws a RangeError for anything that is not an integer 0–9999.
 */
export function fishKey(genusId: number | string, speciesId: number | string): FishKey {
  return `${normaliseFishId(genusId, 'genus')}-${normaliseFishId(speciesId, 'species')}`;
}

/** The ids in a fish key, or null when `key` is not a valid {@link FishKey}. */
export function parseFishKey(key: string): { genusId: number; speciesId: number } | null {
  const match = FISH_KEY_PATTERN.exec(key);
  if (!match) return null;
  return { genusId: Number(match[1]), speciesId: Number(match[2]) };
}
