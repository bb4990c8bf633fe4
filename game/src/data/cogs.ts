/**
 * A Cog's health points by its level.
 *
 * Source: the open Toontown source (Toontown Online, decompiled),
 * github.com/open-toontown/open-toontown, toontown/battle/SuitBattleGlobals.py: the `hp` tuple of
 * each Cog in `SuitAttributes`. Every Cog of a level has the same health there (Flunky levels 1–5:
 * 6, 12, 20, 30, 42; Mr. Hollywood levels 8–12: 90, 110, 132, 156, 200). Cogs above level 12
 * (Field Offices, bosses' helpers, v2.0 and Toontown Rewritten's later additions) are left out:
 * the source does not cover them.
 */

export const MIN_COG_LEVEL = 1;
export const MAX_COG_LEVEL = 12;

const HP_BY_LEVEL: readonly number[] = [6, 12, 20, 30, 42, 56, 72, 90, 110, 132, 156, 200];

/** Health of a Cog of `level` (1–12); undefined outside that range. */
export function cogHealth(level: number): number | undefined {
  if (!Number.isInteger(level)) return undefined;
  return HP_BY_LEVEL[level - MIN_COG_LEVEL];
}

/** The levels the calculators offer, 1 to 12. */
export const COG_LEVELS: readonly number[] = HP_BY_LEVEL.map((_, index) => index + MIN_COG_LEVEL);
