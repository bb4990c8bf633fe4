/**
 * Gag track experience: how much each gag of a track needs, and the track's maximum.
 *
 * Source: the open Toontown source (Toontown Online, decompiled),
 * github.com/open-toontown/open-toontown, toontown/toonbase/ToontownBattleGlobals.py:
 * - `Levels`: one row per track (Toon-Up, Trap, Lure, Sound, Throw, Squirt, Drop), the experience
 *   at which each of its seven gags is unlocked (the first gag at 0);
 * - `regMaxSkill` (10000: the seventh gag), `UberSkill` (500) and `MaxSkill = UberSkill +
 *   regMaxSkill` (10500: the track's maximum experience).
 * Toontown Rewritten may have changed some thresholds since; the running game's own
 * `experience.next` wins over this table where it is sent. The Toon dashboard's reading of a track
 * (its gag names, the next gag) is mfe-toons' (features/toonlink/lib/gag-progress.ts).
 */

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
