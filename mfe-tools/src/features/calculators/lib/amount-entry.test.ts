import { describe, expect, it } from 'vitest';
import { parseAmountEntry } from './amount-entry';

describe('typed suit currency amounts', () => {
  it('accepts whole numbers, with or without commas', () => {
    expect(parseAmountEntry('3000')).toEqual({ ok: true, value: 3000 });
    expect(parseAmountEntry(' 1,950 ')).toEqual({ ok: true, value: 1950 });
    expect(parseAmountEntry('0')).toEqual({ ok: true, value: 0 });
  });

  it('refuses empty, negative, fractional, huge and non-numeric entries', () => {
    for (const text of ['', '-5', '12.5', '100001', 'lots']) {
      expect(parseAmountEntry(text).ok, text).toBe(false);
    }
  });
});
