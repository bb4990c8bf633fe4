import { MAX_GOLF_STAT, MAX_SITE_COUNT } from 'trinket-game/data';
import { describe, expect, it } from 'vitest';
import { countRuleWords, readCountEntry } from './count-entry';

describe('readCountEntry', () => {
  it('reads whole numbers from 0 to the bound, spaces around them allowed', () => {
    expect(readCountEntry(' 0 ', MAX_SITE_COUNT)).toEqual({ kind: 'count', value: 0 });
    expect(readCountEntry('1000000', MAX_GOLF_STAT)).toEqual({ kind: 'count', value: 1_000_000 });
  });

  it('says why 2.5, -1 or an empty box is refused, with the rule', () => {
    expect(readCountEntry('2.5', 1_000_000)).toEqual({
      kind: 'refused',
      message: 'Enter a whole number from 0 to 1,000,000; “2.5” is not a whole number.',
    });
    expect(readCountEntry('-1', 1_000_000)).toMatchObject({
      kind: 'refused',
      message: /“-1” is not a whole/,
    });
    expect(readCountEntry('  ', 1_000_000)).toMatchObject({ kind: 'refused', message: /the box was empty/ });
  });

  it('refuses a count past the bound, naming both', () => {
    expect(readCountEntry('99999999', 1_000_000)).toEqual({
      kind: 'refused',
      message: 'Enter a whole number from 0 to 1,000,000; 99,999,999 is more than the site keeps.',
    });
    expect(readCountEntry('1000001', MAX_SITE_COUNT).kind).toBe('refused');
  });

  it('words the rule with the bound it is given', () => {
    expect(countRuleWords(255)).toBe('a whole number from 0 to 255');
  });
});
