import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatWholeDollars } from './number-format.js';

const intl = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('en-US', options).format(value);

describe('formatNumber', () => {
  it('groups thousands and keeps up to three decimals', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567.25)).toBe('1,234,567.25');
    expect(formatNumber(0.1234)).toBe('0.123');
    expect(formatNumber(-12345)).toBe('-12,345');
    expect(formatNumber(-0.0001)).toBe('0');
  });

  it('rounds to the decimals asked for', () => {
    expect(formatNumber(2.46, 1)).toBe('2.5');
    expect(formatNumber(1234.4, 0)).toBe('1,234');
    expect(formatNumber(2.0, 1)).toBe('2');
  });

  it('writes what is not a number plainly', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('∞');
  });

  it('agrees with Intl on whole numbers and cents', () => {
    for (const value of [0, 7, 42, 999, 1000, 65_535, 100_000, 1_234_567, 987_654_321, -4321, 12.5, 0.75]) {
      expect(formatNumber(value)).toBe(intl(value));
    }
  });
});

describe('formatPercent', () => {
  it('shows two significant digits', () => {
    expect(formatPercent(0.025)).toBe('2.5%');
    expect(formatPercent(0.3157)).toBe('32%');
    expect(formatPercent(0.0000125)).toBe('0.0013%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(12.345)).toBe('1,200%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('agrees with Intl', () => {
    for (const ratio of [0.5, 0.05, 0.005, 0.123, 0.0456, 0.999, 0.00001234]) {
      expect(formatPercent(ratio)).toBe(intl(ratio, { style: 'percent', maximumSignificantDigits: 2 }));
    }
  });
});

describe('formatWholeDollars', () => {
  it('rounds to the nearest dollar and groups thousands', () => {
    expect(formatWholeDollars(12_595.8)).toBe('$12,596');
    expect(formatWholeDollars(12_595.49)).toBe('$12,595');
    expect(formatWholeDollars(101_041.95)).toBe('$101,042');
    expect(formatWholeDollars(0.5)).toBe('$1');
    expect(formatWholeDollars(1.005)).toBe('$1');
    expect(formatWholeDollars(0.49)).toBe('$0');
    expect(formatWholeDollars(0)).toBe('$0');
    expect(formatWholeDollars(-5.5)).toBe('-$6');
    expect(formatWholeDollars(-0.4)).toBe('$0');
  });
});
