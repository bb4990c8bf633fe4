/**
 * What each Cog suit level needs for its next promotion, in the department's currency.
 *
 * Source: the original game's numbers, from the open Toontown source (Toontown Online,
 * decompiled), github.com/open-toontown/open-toontown:
 * - toontown/coghq/CogDisguiseGlobals.py, `MeritsPerLevel`: one row per Cog, departments in the
 *   order Bossbot, Lawbot, Cashbot, Sellbot (`SuitDNA.suitDepts` = c, l, m, s), eight Cogs each
 *   from the lowest; `getTotalMerits` reads row[level - the Cog's lowest level], and a top Cog's
 *   row ends with 0 at level 50 (nothing left to earn).
 * - toontown/battle/SuitBattleGlobals.py: each Cog's lowest level is its place on the ladder (1–8).
 * Toontown Rewritten's own wiki agrees where it could be read: its Cold Caller page lists merits
 * 20, 30, 40, 50, 200 for levels 1–5
 * (https://toontownrewritten.fandom.com/wiki/Cold_Caller?diff=100694&oldid=35076), and its Stock
 * Options page names the same milestone levels of a top suit (13, 15, 20, 30, 40, 50;
 * https://toontownrewritten.wiki/Stock_Options). Version 2.0 suits are not covered.
 */
import type { SuitDepartment } from './suits.js';

export type SuitCog = {
  name: string;
  /** The Cog's lowest level: its suit starts there. */
  firstLevel: number;
  /** Quota at firstLevel, firstLevel + 1, …; 0 means no further promotion. */
  quotas: readonly number[];
};

const TOP_LEVEL = 50;

// The top Cog's row: levels 8–12, then 13, 14, 15–19, 20–29, 30–39, 40–49 and 50, each block
// scaled from the base row `b` exactly as the source lists it.
function topCogRow(b: readonly [number, number, number, number, number], steps: readonly number[]) {
  const [l1, l2, l3, l4, big] = b;
  const decade = [l1, l2, l3, l4, ...steps, big];
  return [l1, l2, l3, l4, big, l1, big, l1, l2, l3, l4, big, ...decade, ...decade, ...decade, 0];
}

const ROWS: Readonly<Record<SuitDepartment, readonly SuitCog[]>> = {
  bossbot: [
    { name: 'Flunky', firstLevel: 1, quotas: [100, 130, 160, 190, 800] },
    { name: 'Pencil Pusher', firstLevel: 2, quotas: [160, 210, 260, 310, 1300] },
    { name: 'Yesman', firstLevel: 3, quotas: [260, 340, 420, 500, 2100] },
    { name: 'Micromanager', firstLevel: 4, quotas: [420, 550, 680, 810, 3400] },
    { name: 'Downsizer', firstLevel: 5, quotas: [680, 890, 1100, 1310, 5500] },
    { name: 'Head Hunter', firstLevel: 6, quotas: [1100, 1440, 1780, 2120, 8900] },
    { name: 'Corporate Raider', firstLevel: 7, quotas: [1780, 2330, 2880, 3430, 14400] },
    {
      name: 'The Big Cheese',
      firstLevel: 8,
      quotas: topCogRow([2880, 3770, 4660, 5500, 23300], [6440, 7330, 8220, 9110, 10000]),
    },
  ],
  lawbot: [
    { name: 'Bottom Feeder', firstLevel: 1, quotas: [60, 80, 100, 120, 500] },
    { name: 'Bloodsucker', firstLevel: 2, quotas: [100, 130, 160, 190, 800] },
    { name: 'Double Talker', firstLevel: 3, quotas: [160, 210, 260, 310, 1300] },
    { name: 'Ambulance Chaser', firstLevel: 4, quotas: [260, 340, 420, 500, 2100] },
    { name: 'Back Stabber', firstLevel: 5, quotas: [420, 550, 680, 810, 3400] },
    { name: 'Spin Doctor', firstLevel: 6, quotas: [680, 890, 1100, 1310, 5500] },
    { name: 'Legal Eagle', firstLevel: 7, quotas: [1100, 1440, 1780, 2120, 8900] },
    {
      name: 'Big Wig',
      firstLevel: 8,
      quotas: topCogRow([1780, 2330, 2880, 3430, 14400], [3980, 4530, 5080, 5630, 6180]),
    },
  ],
  cashbot: [
    { name: 'Short Change', firstLevel: 1, quotas: [40, 50, 60, 70, 300] },
    { name: 'Penny Pincher', firstLevel: 2, quotas: [60, 80, 100, 120, 500] },
    { name: 'Tightwad', firstLevel: 3, quotas: [100, 130, 160, 190, 800] },
    { name: 'Bean Counter', firstLevel: 4, quotas: [160, 210, 260, 310, 1300] },
    { name: 'Number Cruncher', firstLevel: 5, quotas: [260, 340, 420, 500, 2100] },
    { name: 'Money Bags', firstLevel: 6, quotas: [420, 550, 680, 810, 3400] },
    { name: 'Loan Shark', firstLevel: 7, quotas: [680, 890, 1100, 1310, 5500] },
    {
      name: 'Robber Baron',
      firstLevel: 8,
      quotas: topCogRow([1100, 1440, 1780, 2120, 8900], [2460, 2800, 3140, 3480, 3820]),
    },
  ],
  sellbot: [
    { name: 'Cold Caller', firstLevel: 1, quotas: [20, 30, 40, 50, 200] },
    { name: 'Telemarketer', firstLevel: 2, quotas: [40, 50, 60, 70, 300] },
    { name: 'Name Dropper', firstLevel: 3, quotas: [60, 80, 100, 120, 500] },
    { name: 'Glad Hander', firstLevel: 4, quotas: [100, 130, 160, 190, 800] },
    { name: 'Mover & Shaker', firstLevel: 5, quotas: [160, 210, 260, 310, 1300] },
    { name: 'Two-Face', firstLevel: 6, quotas: [260, 340, 420, 500, 2100] },
    { name: 'The Mingler', firstLevel: 7, quotas: [420, 550, 680, 810, 3400] },
    {
      name: 'Mr. Hollywood',
      firstLevel: 8,
      quotas: topCogRow([680, 890, 1100, 1310, 5500], [1520, 1730, 1940, 2150, 2360]),
    },
  ],
};

/** The department's Cogs, lowest first. */
export function suitCogs(department: SuitDepartment): readonly SuitCog[] {
  return ROWS[department];
}

/** The levels a Cog's suit can be at. */
export function suitLevels(cog: SuitCog): number[] {
  return cog.quotas.map((_, index) => cog.firstLevel + index);
}

/** The highest level of any suit. */
export const MAX_SUIT_LEVEL = TOP_LEVEL;

/**
 * What a suit of `cog` at `level` needs for its next promotion; null when the level is not one the
 * Cog's suit has, or when there is no further promotion (level 50).
 */
export function promotionQuota(cog: SuitCog, level: number): number | null {
  if (!Number.isInteger(level)) return null;
  const quota = cog.quotas[level - cog.firstLevel];
  return quota === undefined || quota === 0 ? null : quota;
}
