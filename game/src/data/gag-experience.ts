/**
 * Gag track experience: how much each gag of a track needs, and the track's maximum.
 *
 * Source: the open Toontown source (Toontown Online, decompiled),
 * github.com/open-toontown/open-toontown, toontown/toonbase/ToontownBattleGlobals.py:
 * - `Levels`: one row per track (Toon-Up, Trap, Lure, Sound, Throw, Squirt, Drop), the experience
 *   at which each of its seven gags is unlocked (the first gag at 0);
 * - `regMaxSkill` (10000: the seventh gag), `UberSkill` (500) and `MaxSkill = UberSkill +
 *   regMaxSkill` (10500: the track's maximum experience).
 * Toon-Up's gag names come from toontown/toonbase/TTLocalizerEnglish.py (`BattleGlobalAvPropStrings`);
 * the other tracks' names are gags.ts's (same source). Toontown Rewritten may have changed some
 * thresholds since; the running game's own `experience.next` wins over this table where it is sent.
 */
import { findGag } from './gags.js';

/** The gag tracks, in the source's order, by the names the game's local API uses as keys. */
export const GAG_TRACKS = ['Toon-Up', 'Trap', 'Lure', 'Sound', 'Throw', 'Squirt', 'Drop'] as const;
export type GagTrackName = (typeof GAG_TRACKS)[number];

/** Experience at which gags 1–7 of each track are unlocked (`Levels`). */
export const GAG_UNLOCK_EXPERIENCE: Readonly<Record<GagTrackName, readonly number[]>> = {
  'Toon-Up': [0, 20, 200, 800, 2000, 6000, 10000],
  Trap: [0, 20, 100, 800, 2000, 6000, 10000],
  Lure: [0, 20, 100, 800, 2000, 6000, 10000],
  Sound: [0, 40, 200, 1000, 2500, 7500, 10000],
  Throw: [0, 10, 50, 400, 2000, 6000, 10000],
  Squirt: [0, 10, 50, 400, 2000, 6000, 10000],
  Drop: [0, 20, 100, 500, 2000, 6000, 10000],
};

/** A track's maximum experience (`MaxSkill`). */
export const GAG_TRACK_MAX_EXPERIENCE = 10500;

const TOON_UP_GAGS = [
  'Feather',
  'Megaphone',
  'Lipstick',
  'Bamboo Cane',
  'Pixie Dust',
  'Juggling Balls',
  'High Dive',
] as const;

const DAMAGE_TRACK_KEYS = {
  Trap: 'trap',
  Lure: 'lure',
  Sound: 'sound',
  Throw: 'throw',
  Squirt: 'squirt',
  Drop: 'drop',
} as const;

/** The track named as the game names it (case and spacing forgiven), or null. */
export function gagTrackByName(name: string): GagTrackName | null {
  const wanted = name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return GAG_TRACKS.find((track) => track.toLowerCase() === wanted) ?? null;
}

/** The name of a track's gag at `level` (1–7), or null. */
export function gagName(track: GagTrackName, level: number): string | null {
  if (track === 'Toon-Up') return TOON_UP_GAGS[level - 1] ?? null;
  return findGag(DAMAGE_TRACK_KEYS[track], level)?.name ?? null;
}

/** The gag (level 1–7) a track's experience has unlocked. */
export function gagLevelAt(track: GagTrackName, experience: number): number {
  const thresholds = GAG_UNLOCK_EXPERIENCE[track];
  let level = 0;
  for (const [index, threshold] of thresholds.entries()) {
    if (experience >= threshold) level = index + 1;
  }
  return Math.max(1, level);
}

/** The next gag a track's experience will unlock and what it needs; null once all seven are. */
export function nextGagAt(
  track: GagTrackName,
  experience: number,
): { level: number; name: string | null; experience: number } | null {
  const thresholds = GAG_UNLOCK_EXPERIENCE[track];
  const index = thresholds.findIndex((threshold) => experience < threshold);
  if (index === -1) return null;
  const level = index + 1;
  return { level, name: gagName(track, level), experience: thresholds[index] ?? 0 };
}
