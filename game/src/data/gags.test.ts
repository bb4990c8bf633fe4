import { describe, expect, it } from 'vitest';
import { cogHealth } from './cogs.js';
import { DAMAGE_GAGS, findGag, organicBonus } from './gags.js';

describe('gag and Cog tables', () => {
  it('holds seven gags for each of six tracks', () => {
    expect(DAMAGE_GAGS).toHaveLength(42);
    expect(findGag('drop', 7)?.name).toBe('Toontanic');
    expect(findGag('drop', 8)).toBeUndefined();
  });

  it('gives an organic bonus of 10%, rounded down, at least 1', () => {
    expect(organicBonus(4)).toBe(1);
    expect(organicBonus(27)).toBe(2);
    expect(organicBonus(100)).toBe(10);
    expect(organicBonus(0)).toBe(0);
  });

  it('knows Cog health for levels 1 to 12 only', () => {
    expect(cogHealth(1)).toBe(6);
    expect(cogHealth(12)).toBe(200);
    expect(cogHealth(0)).toBeUndefined();
    expect(cogHealth(13)).toBeUndefined();
  });
});
