import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom } from './random.js';

describe('seededRandom', () => {
  it('replays the same sequence for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, seededRandom(43))).not.toEqual(first);
  });

  it('stays within [0, 1) and spreads over the range', () => {
    const random = seededRandom(7);
    const values = Array.from({ length: 2000 }, random);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(values.filter((value) => value < 0.5).length).toBeGreaterThan(900);
    expect(values.filter((value) => value < 0.5).length).toBeLessThan(1100);
  });

  it('draws whole numbers within the bounds, both ends included', () => {
    const random = seededRandom(1);
    const drawn = new Set(Array.from({ length: 200 }, () => randomInt(random, 2, 4)));
    expect([...drawn].sort()).toEqual([2, 3, 4]);
  });
});
