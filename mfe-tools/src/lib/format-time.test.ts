import { describe, expect, it } from 'vitest';
import { formatAge, formatSpan } from './format-time';

describe('formatAge', () => {
  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [7_199, '1 hour'],
    [7_200, '2 hours'],
    [86_400 * 3, '3 days'],
    [-5, '0 seconds'],
  ])('%i s is "%s"', (seconds, text) => {
    expect(formatAge(seconds)).toBe(text);
  });
});

describe('formatSpan', () => {
  it.each([
    [45, '45 s'],
    [720, '12 min'],
    [3_600, '1 h'],
    [3_900, '1 h 5 min'],
  ])('%i s is "%s"', (seconds, text) => {
    expect(formatSpan(seconds)).toBe(text);
  });
});
