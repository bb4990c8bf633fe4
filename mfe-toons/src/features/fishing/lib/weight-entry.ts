import { MAX_FISH_WEIGHT_OZ } from 'shared-contracts/domain';
import { type FishSpecies, OUNCES_PER_POUND } from 'trinket-game/data';

export type WeightEntry = { ok: true; ounces: number } | { ok: false; message: string };

const WHOLE_NUMBER = /^\d+$/;

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : null;
}

/**
 * A catch's weight as typed in pounds and ounces (as the game shows it), in ounces. Both boxes
 * take whole numbers, ounces 0–15, and the total must lie in the species' weight range.
 */
export function parseWeightEntry(
  poundsText: string,
  ouncesText: string,
  species: Pick<FishSpecies, 'name' | 'minWeightLb' | 'maxWeightLb'>,
): WeightEntry {
  if (poundsText.trim() === '' && ouncesText.trim() === '') {
    return { ok: false, message: 'Enter the weight in pounds and ounces.' };
  }
  const pounds = wholeNumber(poundsText);
  const ounces = wholeNumber(ouncesText);
  if (pounds === null) return { ok: false, message: 'Pounds must be a whole number, 0 or more.' };
  if (ounces === null || ounces >= OUNCES_PER_POUND) {
    return { ok: false, message: 'Ounces must be a whole number from 0 to 15.' };
  }
  const total = pounds * OUNCES_PER_POUND + ounces;
  const min = species.minWeightLb * OUNCES_PER_POUND;
  const max = Math.min(species.maxWeightLb * OUNCES_PER_POUND, MAX_FISH_WEIGHT_OZ);
  if (total < min || total > max) {
    return {
      ok: false,
      message: `${species.name} weighs from ${species.minWeightLb} lb to ${species.maxWeightLb} lb.`,
    };
  }
  return { ok: true, ounces: total };
}
