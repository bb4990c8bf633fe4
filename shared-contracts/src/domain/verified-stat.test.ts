import { describe, expect, it } from 'vitest';
import {
  mergeVerifiedMap,
  mergeVerifiedStat,
  VerifiedStatMapSchema,
  VerifiedStatSchema,
} from './verified-stat.js';

const stat = {
  firstVerifiedAt: '2025-01-01T00:00:00.000Z',
  verifiedAt: '2025-02-01T00:00:00.000Z',
  originalValue: 3,
  value: 7.5,
};

describe('VerifiedStatSchema', () => {
  it('accepts a verified stat', () => {
    expect(VerifiedStatSchema.parse(stat)).toEqual(stat);
  });

  it.each([
    ['a negative value', { ...stat, value: -1 }],
    ['a string value', { ...stat, originalValue: '3' }],
    ['a bad date', { ...stat, verifiedAt: '2025-02-01' }],
    ['a missing field', { ...stat, firstVerifiedAt: undefined }],
  ])('rejects %s', (_label, value) => {
    expect(VerifiedStatSchema.safeParse(value).success).toBe(false);
  });
});

describe('VerifiedStatMapSchema', () => {
  it('accepts a map keyed by stat', () => {
    const map = { 'golf:Courses Completed': stat, 'racing:Total Wins': stat };
    expect(VerifiedStatMapSchema.parse(map)).toEqual(map);
  });

  it('rejects reserved keys and bad values', () => {
    expect(VerifiedStatMapSchema.safeParse({ prototype: stat }).success).toBe(false);
    expect(VerifiedStatMapSchema.safeParse({ 'golf:x': { ...stat, value: 'a' } }).success).toBe(false);
    expect(VerifiedStatMapSchema.safeParse({ ['x'.repeat(161)]: stat }).success).toBe(false);
  });
});

describe('mergeVerifiedStat', () => {
  const FIRST = '2025-01-01T00:00:00.000Z';
  const LATER = '2025-03-01T00:00:00.000Z';

  it('sets all four fields on first sight', () => {
    expect(mergeVerifiedStat(undefined, 12, FIRST)).toEqual({
      firstVerifiedAt: FIRST,
      verifiedAt: FIRST,
      originalValue: 12,
      value: 12,
    });
  });

  it('moves value and verifiedAt on for a larger value, keeping the first sighting', () => {
    const first = mergeVerifiedStat(undefined, 12, FIRST);
    expect(mergeVerifiedStat(first, 20, LATER)).toEqual({
      firstVerifiedAt: FIRST,
      verifiedAt: LATER,
      originalValue: 12,
      value: 20,
    });
  });

  it.each([
    ['an equal value', 12],
    ['a smaller value', 3],
    ['zero', 0],
  ])('returns the same object for %s', (_label, observed) => {
    const first = mergeVerifiedStat(undefined, 12, FIRST);
    expect(mergeVerifiedStat(first, observed, LATER)).toBe(first);
  });
});

describe('mergeVerifiedMap', () => {
  const FIRST = '2025-01-01T00:00:00.000Z';
  const LATER = '2025-03-01T00:00:00.000Z';
  const existing = {
    'golf:Courses Completed': { firstVerifiedAt: FIRST, verifiedAt: FIRST, originalValue: 5, value: 5 },
  };

  it('adds new stats and raises larger ones without touching the input', () => {
    const { map, changed } = mergeVerifiedMap(
      existing,
      { 'golf:Courses Completed': 9, 'racing:Total Wins': 2 },
      LATER,
    );
    expect(changed).toBe(true);
    expect(map).toEqual({
      'golf:Courses Completed': { firstVerifiedAt: FIRST, verifiedAt: LATER, originalValue: 5, value: 9 },
      'racing:Total Wins': { firstVerifiedAt: LATER, verifiedAt: LATER, originalValue: 2, value: 2 },
    });
    expect(existing['golf:Courses Completed'].value).toBe(5);
  });

  it('reports no change (and returns the same map) for smaller, equal or no observations', () => {
    for (const observed of [{ 'golf:Courses Completed': 4 }, { 'golf:Courses Completed': 5 }, {}]) {
      const result = mergeVerifiedMap(existing, observed, LATER);
      expect(result.changed).toBe(false);
      expect(result.map).toBe(existing);
    }
  });

  it('is idempotent: the same observation twice changes nothing the second time', () => {
    const observed = { 'golf:Courses Completed': 9, 'racing:Total Wins': 2 };
    const once = mergeVerifiedMap(existing, observed, LATER);
    const twice = mergeVerifiedMap(once.map, observed, '2025-04-01T00:00:00.000Z');
    expect(twice.changed).toBe(false);
    expect(twice.map).toBe(once.map);
  });

  it('never treats inherited object properties as existing stats', () => {
    const { map } = mergeVerifiedMap({}, { toString: 1 }, LATER);
    expect(map.toString).toEqual({ firstVerifiedAt: LATER, verifiedAt: LATER, originalValue: 1, value: 1 });
  });
});

describe('mergeVerifiedMap with reserved keys', () => {
  it('skips keys that would reach the prototype', () => {
    const observed = JSON.parse('{"__proto__": 5, "golf:Wins": 1}') as Record<string, number>;
    const { map } = mergeVerifiedMap({}, observed, '2025-01-01T00:00:00.000Z');
    expect(Object.keys(map)).toEqual(['golf:Wins']);
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
  });
});
