import type { TrophyProgress, TrophyTrack } from 'trinket-game/data';
import { formatNumber } from 'web-kit';

/** What a progress bar toward a track's next trophy shows and announces. */
export type TrophyBar = {
  /** The threshold already passed (0 before the first trophy). */
  min: number;
  /** The next threshold, or the last one when every trophy is earned. */
  max: number;
  /** The toon's value, kept within min..max. */
  now: number;
  text: string;
};

function count(value: number): string {
  return formatNumber(value);
}

/** The bar for one track: from the last trophy earned to the next one. */
export function trophyBar(track: TrophyTrack, progress: TrophyProgress): TrophyBar {
  const last = track.thresholds[track.thresholds.length - 1] ?? 0;
  if (progress.next === null) {
    const trophies = progress.total === 1 ? 'The trophy is earned' : `All ${progress.total} trophies earned`;
    return { min: 0, max: last, now: last, text: trophies };
  }
  const min = progress.earned > 0 ? (track.thresholds[progress.earned - 1] ?? 0) : 0;
  const now = Math.min(progress.next, Math.max(min, progress.value));
  return {
    min,
    max: progress.next,
    now,
    text: `${count(progress.value)} of ${count(progress.next)} for the next trophy`,
  };
}
