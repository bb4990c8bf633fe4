import { MAX_COUNT } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { parseCountEntry, statValue, withStat } from './stat-entry';

describe('parseCountEntry', () => {
  it('reads whole numbers, trimming spaces', () => {
    expect(parseCountEntry(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseCountEntry('0')).toEqual({ ok: true, value: 0 });
  });

  it('treats a blank box as zero', () => {
    expect(parseCountEntry('   ')).toEqual({ ok: true, value: 0 });
  });

  it('refuses negatives, fractions, exponents and words', () => {
    for (const text of ['-1', '2.5', '1e3', 'ten', '+3']) {
      expect(parseCountEntry(text).ok, text).toBe(false);
    }
  });

  it('refuses values above the site maximum but accepts the maximum', () => {
    expect(parseCountEntry(String(MAX_COUNT))).toEqual({ ok: true, value: MAX_COUNT });
    expect(parseCountEntry(String(MAX_COUNT + 1)).ok).toBe(false);
  });
});

describe('withStat', () => {
  it('sets a value without touching the original map', () => {
    const stats = { 'Speedway Wins': 3 };
    expect(withStat(stats, 'Rural Wins', 2)).toEqual({ 'Speedway Wins': 3, 'Rural Wins': 2 });
    expect(stats).toEqual({ 'Speedway Wins': 3 });
  });

  it('drops a statistic set to zero', () => {
    expect(withStat({ 'Speedway Wins': 3, 'Rural Wins': 1 }, 'Rural Wins', 0)).toEqual({
      'Speedway Wins': 3,
    });
  });
});

describe('statValue', () => {
  it('is the recorded value, or 0 when missing', () => {
    expect(statValue({ 'Courses Completed': 7 }, 'Courses Completed')).toBe(7);
    expect(statValue({}, 'Courses Completed')).toBe(0);
  });

  it('ignores inherited properties', () => {
    expect(statValue({}, 'toString')).toBe(0);
  });
});
