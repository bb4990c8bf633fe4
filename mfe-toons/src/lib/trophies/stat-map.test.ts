import { describe, expect, it } from 'vitest';
import { statValue, withStat } from './stat-map';

describe('withStat', () => {
  it('sets a value without touching the original map', () => {
    const stats = { 'Speedway Wins': 3 };
    expect(withStat(stats, 'Rural Wins', 2)).toEqual({ 'Speedway Wins': 3, 'Rural Wins': 2 });
    expect(stats).toEqual({ 'Speedway Wins': 3 });
  });

  it('drops a statistic set to zero or below', () => {
    expect(withStat({ 'Speedway Wins': 3, 'Rural Wins': 1 }, 'Rural Wins', 0)).toEqual({
      'Speedway Wins': 3,
    });
    expect(withStat({ 'Rural Wins': 1 }, 'Rural Wins', -1)).toEqual({});
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
