/**
 * Gags that hurt Cogs, and the battle rules that add to their damage.
 *
 * Source: the open Toontown source (Toontown Online, decompiled),
 * github.com/open-toontown/open-toontown:
 * - toontown/toonbase/ToontownBattleGlobals.py: `AvPropDamage` (each gag's damage range, from
 *   the least to the most track experience) and `getDamageBonus` (the organic bonus: 10% of the
 *   damage, rounded down, at least 1).
 * - toontown/battle/BattleCalculatorAI.py: `DamageBonuses` (20% of a track's combined damage when
 *   two or more toons hit one Cog with it, rounded up), the knock-back bonus of `__processBonuses`
 *   (half of the Throw or Squirt damage dealt to a lured Cog), two traps on one Cog cancelling
 *   (`TRAP_CONFLICT`) and Drop doing nothing to a lured Cog.
 * The Toontown Rewritten Wiki's gag pages give the same ranges for the gags checked (Cupcake 4–6,
 * Birthday Cake 48–100; toontownrewritten.fandom.com/wiki/Cupcake and /Birthday_Cake). Toontown
 * Rewritten may have changed other numbers since; where it has, this table still follows
 * Toontown Online's source.
 */

/** The gag tracks that act on a Cog, in the order a battle plays them. */
export const DAMAGE_TRACKS = ['trap', 'lure', 'sound', 'throw', 'squirt', 'drop'] as const;
export type DamageTrack = (typeof DAMAGE_TRACKS)[number];

export const DAMAGE_TRACK_NAMES: Readonly<Record<DamageTrack, string>> = {
  trap: 'Trap',
  lure: 'Lure',
  sound: 'Sound',
  throw: 'Throw',
  squirt: 'Squirt',
  drop: 'Drop',
};

export type Gag = {
  track: DamageTrack;
  /** 1 (weakest) to 7. */
  level: number;
  name: string;
  /** Damage with the least track experience for this gag. */
  minDamage: number;
  /** Damage once the track's experience reaches the next gag ("maxed"). */
  maxDamage: number;
};

type GagRow = readonly [name: string, minDamage: number, maxDamage: number];

// [name, min, max] per level, from AvPropDamage. Lure does no damage of its own.
const GAG_ROWS: Readonly<Record<DamageTrack, readonly GagRow[]>> = {
  trap: [
    ['Banana Peel', 10, 12],
    ['Rake', 18, 20],
    ['Marbles', 30, 35],
    ['Quicksand', 45, 50],
    ['Trapdoor', 60, 70],
    ['TNT', 90, 180],
    ['Railroad', 195, 195],
  ],
  lure: [
    ['$1 Bill', 0, 0],
    ['Small Magnet', 0, 0],
    ['$5 Bill', 0, 0],
    ['Big Magnet', 0, 0],
    ['$10 Bill', 0, 0],
    ['Hypno Goggles', 0, 0],
    ['Presentation', 0, 0],
  ],
  sound: [
    ['Bike Horn', 3, 4],
    ['Whistle', 5, 7],
    ['Bugle', 9, 11],
    ['Aoogah', 14, 16],
    ['Elephant Trunk', 19, 21],
    ['Foghorn', 25, 50],
    ['Opera Singer', 90, 90],
  ],
  throw: [
    ['Cupcake', 4, 6],
    ['Fruit Pie Slice', 8, 10],
    ['Cream Pie Slice', 14, 17],
    ['Whole Fruit Pie', 24, 27],
    ['Whole Cream Pie', 36, 40],
    ['Birthday Cake', 48, 100],
    ['Wedding Cake', 120, 120],
  ],
  squirt: [
    ['Squirting Flower', 3, 4],
    ['Glass of Water', 6, 8],
    ['Squirt Gun', 10, 12],
    ['Seltzer Bottle', 18, 21],
    ['Fire Hose', 27, 30],
    ['Storm Cloud', 36, 80],
    ['Geyser', 105, 105],
  ],
  drop: [
    ['Flower Pot', 10, 10],
    ['Sandbag', 18, 18],
    ['Anvil', 30, 30],
    ['Big Weight', 45, 45],
    ['Safe', 60, 60],
    ['Grand Piano', 85, 170],
    ['Toontanic', 180, 180],
  ],
};

/** Every gag that acts on a Cog, track by track (battle order), level 1 to 7 within each. */
export const DAMAGE_GAGS: readonly Gag[] = DAMAGE_TRACKS.flatMap((track) =>
  GAG_ROWS[track].map(([name, minDamage, maxDamage], index) => ({
    track,
    level: index + 1,
    name,
    minDamage,
    maxDamage,
  })),
);

/** The gag of a track and level (1–7), or undefined. */
export function findGag(track: DamageTrack, level: number): Gag | undefined {
  return DAMAGE_GAGS.find((gag) => gag.track === track && gag.level === level);
}

/** Organic (grown in a gag tree) gags do 10% more, rounded down, but always at least 1 more. */
export function organicBonus(damage: number): number {
  if (damage <= 0) return 0;
  return Math.max(1, Math.floor(damage * 0.1));
}

/** Two or more toons hitting one Cog with the same track add this share of their sum, rounded up. */
export const SAME_TRACK_BONUS_RATE = 0.2;

/** Throw or Squirt on a lured Cog knocks it back for this share of the track's damage. */
export const KNOCKBACK_BONUS_RATE = 0.5;
