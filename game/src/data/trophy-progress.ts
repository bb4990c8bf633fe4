import type { StatMap } from 'shared-contracts/domain';
import type { TrophyTrack } from './trophies.js';

/** How far a toon is along one trophy track. */
export type TrophyProgress = {
  stat: string;
  /** The toon's value of the statistic (0 when it has none). */
  value: number;
  /** Thresholds reached. */
  earned: number;
  /** Thresholds in the track. */
  total: number;
  /** The next threshold to reach, or null when all are earned. */
  next: number | null;
  /** Progress from the previous threshold (0 before the first) to `next`, 0..1; 1 when all are earned. */
  fraction: number;
};

function statValue(stats: StatMap, stat: string): number {
  const value = Object.hasOwn(stats, stat) ? stats[stat] : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Progress along one track for a value of its statistic. */
export function trackProgress(track: TrophyTrack, value: number): TrophyProgress {
  const earned = track.thresholds.filter((threshold) => value >= threshold).length;
  const total = track.thresholds.length;
  const next = track.thresholds[earned] ?? null;
  if (next === null) return { stat: track.stat, value, earned, total, next, fraction: 1 };
  const previous = earned > 0 ? (track.thresholds[earned - 1] ?? 0) : 0;
  const span = next - previous;
  const fraction = span > 0 ? Math.min(1, Math.max(0, (value - previous) / span)) : 0;
  return { stat: track.stat, value, earned, total, next, fraction };
}

/** Progress along every track, in the tracks' order. Missing statistics count as 0. */
export function trophyProgress(stats: StatMap, tracks: readonly TrophyTrack[]): TrophyProgress[] {
  return tracks.map((track) => trackProgress(track, statValue(stats, track.stat)));
}

/** Trophies earned over all tracks. */
export function countTrophies(stats: StatMap, tracks: readonly TrophyTrack[]): number {
  return trophyProgress(stats, tracks).reduce((sum, progress) => sum + progress.earned, 0);
}

/** Trophies available over all tracks. */
export function totalTrophies(tracks: readonly TrophyTrack[]): number {
  return tracks.reduce((sum, track) => sum + track.thresholds.length, 0);
}
