import type { StatMap } from 'shared-contracts/domain';

/**
 * The statistics with `stat` set to `value` (below zero counts as zero). A zero drops the entry
 * (a missing statistic already counts as zero), so a toon's map only holds what was recorded.
 */
export function withStat(stats: StatMap, stat: string, value: number): StatMap {
  const next: StatMap = { ...stats };
  if (value <= 0) delete next[stat];
  else next[stat] = value;
  return next;
}

/** The recorded value of `stat`, 0 when there is none. */
export function statValue(stats: StatMap, stat: string): number {
  return Object.hasOwn(stats, stat) ? (stats[stat] ?? 0) : 0;
}
