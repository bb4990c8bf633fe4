import { DAMAGE_GAGS, type Gag } from 'trinket-game/data';
import { formatNumber } from 'web-kit';

/** The value a gag takes in a form control, e.g. `throw-6`. */
export function gagKey(gag: Gag): string {
  return `${gag.track}-${gag.level}`;
}

/** The gag a form value names; undefined for "no gag" or anything unknown. */
export function gagFromKey(key: string): Gag | undefined {
  return DAMAGE_GAGS.find((gag) => gagKey(gag) === key);
}

/** Damage as shown: whole numbers plain, knock-back halves with one decimal. */
export function formatDamage(damage: number): string {
  return Number.isInteger(damage) ? formatNumber(damage) : damage.toFixed(1);
}
