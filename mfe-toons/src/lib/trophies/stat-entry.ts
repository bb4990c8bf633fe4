import { MAX_COUNT, type StatMap } from 'shared-contracts';

export type CountEntry = { ok: true; value: number } | { ok: false; message: string };

const WHOLE_NUMBER = /^\d+$/;

/**
 * A statistic typed by the visitor: a whole number from 0 to MAX_COUNT. Blank means 0, so
 * clearing the box resets the statistic instead of leaving a value nobody can see.
 */
export function parseCountEntry(text: string): CountEntry {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: 0 };
  if (!WHOLE_NUMBER.test(trimmed)) {
    return { ok: false, message: 'Enter a whole number, 0 or more.' };
  }
  const value = Number(trimmed);
  if (value > MAX_COUNT) {
    return { ok: false, message: `Enter a number no larger than ${MAX_COUNT.toLocaleString('en-US')}.` };
  }
  return { ok: true, value };
}

/**
 * The statistics with `stat` set to `value`. A zero drops the entry (a missing statistic already
 * counts as zero), so a toon's map only holds what was recorded.
 */
export function withStat(stats: StatMap, stat: string, value: number): StatMap {
  const next: StatMap = { ...stats };
  if (value === 0) delete next[stat];
  else next[stat] = value;
  return next;
}

/** The recorded value of `stat`, 0 when there is none. */
export function statValue(stats: StatMap, stat: string): number {
  return Object.hasOwn(stats, stat) ? (stats[stat] ?? 0) : 0;
}
