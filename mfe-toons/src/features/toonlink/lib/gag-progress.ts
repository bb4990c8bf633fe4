/**
 * A gag track's progress as the Toon dashboard shows it: the track named as the game names it, the
 * gag its experience has unlocked and the next one, by name. The thresholds are trinket-game's
 * (`GAG_UNLOCK_EXPERIENCE`, gag-experience.ts, with their source).
 *
 * Source of the Toon-Up gag names: the open Toontown source (Toontown Online, decompiled),
 * github.com/open-toontown/open-toontown, toontown/toonbase/TTLocalizerEnglish.py
 * (`BattleGlobalAvPropStrings`); the other tracks' names are trinket-game's gags.ts (same source).
 */
import { findGag, GAG_TRACKS, GAG_UNLOCK_EXPERIENCE, type GagTrackName } from 'trinket-game/data';

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
