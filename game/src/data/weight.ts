/** Fish weights: the game and the album store ounces; people read pounds and ounces. */

export const OUNCES_PER_POUND = 16;

/** Pounds to ounces. */
export function ouncesFromPounds(lb: number): number {
  return lb * OUNCES_PER_POUND;
}

/**
 * A weight in ounces for reading, rounded to the nearest ounce: "3 lb 4 oz", "2 lb" when the
 * ounces are 0, "5 oz" under a pound. Throws a RangeError for a negative or non-finite weight.
 */
export function formatWeight(ounces: number): string {
  if (!Number.isFinite(ounces) || ounces < 0) {
    throw new RangeError(`Invalid weight in ounces: ${ounces}`);
  }
  const total = Math.round(ounces);
  const pounds = Math.floor(total / OUNCES_PER_POUND);
  const rest = total % OUNCES_PER_POUND;
  if (pounds === 0) return `${rest} oz`;
  if (rest === 0) return `${pounds} lb`;
  return `${pounds} lb ${rest} oz`;
}
