import { describe, expect, it } from 'vitest';
import { formatWeight, ouncesFromPounds } from './weight.js';

describe('formatWeight', () => {
  it('shows pounds and ounces', () => {
    expect(formatWeight(52)).toBe('3 lb 4 oz');
    expect(formatWeight(17)).toBe('1 lb 1 oz');
  });

  it('drops the part that is zero', () => {
    expect(formatWeight(32)).toBe('2 lb');
    expect(formatWeight(5)).toBe('5 oz');
    expect(formatWeight(0)).toBe('0 oz');
  });

  it('rounds to the nearest ounce', () => {
    expect(formatWeight(15.6)).toBe('1 lb');
    expect(formatWeight(15.4)).toBe('15 oz');
  });

  it('refuses a negative or non-finite weight', () => {
    expect(() => formatWeight(-1)).toThrow(RangeError);
    expect(() => formatWeight(Number.NaN)).toThrow(RangeError);
    expect(() => formatWeight(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('ouncesFromPounds', () => {
  it('multiplies by 16', () => {
    expect(ouncesFromPounds(20)).toBe(320);
    expect(ouncesFromPounds(3.25)).toBe(52);
    expect(formatWeight(ouncesFromPounds(3.25))).toBe('3 lb 4 oz');
  });
});
