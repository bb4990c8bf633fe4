import { ROD_NAMES, type Rod } from 'shared-contracts/domain';
import type { FishSpecies } from 'trinket-game/data';
import { formatNumber, formatPercent } from 'web-kit';
import { bestLocationFor } from './fishing-guide';

/** A chance per cast as a percentage with two significant digits, e.g. "2.5%" or "0.0013%". */
export function formatChance(chance: number): string {
  return formatPercent(chance);
}

/** A chance per cast as odds, e.g. "1 in 40"; null when there is no chance at all. */
export function formatOdds(chance: number): string | null {
  if (!(chance > 0)) return null;
  return `1 in ${formatNumber(Math.max(1, Math.round(1 / chance)), 0)}`;
}

/** An expected number of casts, whole, e.g. "1,234". */
export function formatCasts(casts: number): string {
  return formatNumber(Math.round(casts), 0);
}

/** An expected number of buckets, to one decimal, e.g. "2.5"; small values read "under 0.1". */
export function formatBuckets(buckets: number): string {
  return buckets < 0.05 ? 'under 0.1' : formatNumber(buckets, 1);
}

/** The weakest rod that can catch the species somewhere, or null when none can. */
export function weakestRodFor(species: FishSpecies): Rod | null {
  return ROD_NAMES.find((rod) => bestLocationFor(species, rod).location !== null) ?? null;
}
