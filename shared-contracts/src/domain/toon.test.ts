import { describe, expect, it } from 'vitest';
import {
  emptyRewards,
  FishKeySchema,
  fishKey,
  LinkedToonSaveSchema,
  MAX_FISH_WEIGHT_OZ,
  parseFishKey,
  ROD_NAMES,
  ToonDocumentSchema,
  ToonInputSchema,
  ToonSchema,
  ToonUpdateSchema,
  ToonVerificationSchema,
  toToon,
  verifiedStatKey,
} from './toon.js';

const NOW = '2025-03-01T12:00:00.000Z';
const stat = { firstVerifiedAt: NOW, verifiedAt: NOW, originalValue: 10, value: 12 };

const fullToon = {
  id: 'toon-1',
  user: 'uid-1',
  name: 'Flippy Doodlesplat',
  rod: 'Gold',
  fish: { '0-0': { weight: 48, caughtAt: NOW }, '34-3': { weight: 300 } },
  fish2: { '0-0': stat },
  golf: { 'Courses Completed': 12, 'Hole In One Shots': 1 },
  racing: { 'Total Wins': 50 },
  buckets: { 'Toontown Central': 20, Estate: 3 },
  rewards: {
    sos: { Flippy: 2 },
    unites: { 'Gag-Up Squirt': 1 },
    summons: { Flunky: { single: true, building: false, invasion: false } },
    pinkSlips: 4,
    remotes: { 'Damage Remote 2': 1 },
  },
  rendition: '7424010101021d021d8b1b160016160104001c0000040000000000000000000000',
  toonId: 'TTID-ABCD-EFGH',
  verifiedAt: NOW,
  verified: { 'golf:Courses Completed': stat },
  verified2: { albumWeight: stat },
  totalFishWeight: 348,
  totalSosCount: 2,
  totalUniteCount: 1,
  totalRemoteCount: 1,
  createdAt: NOW,
  lastEditedAt: NOW,
  isPublic: true,
  isLinked: true,
  isVerified: true,
};

describe('rods', () => {
  it('lists the five rods of the game data, weakest first', () => {
    expect(ROD_NAMES).toEqual(['Twig', 'Bamboo', 'Hardwood', 'Steel', 'Gold']);
  });
});

describe('fish keys', () => {
  it('builds "<genusId>-<speciesId>" from numbers or decimal strings', () => {
    expect(fishKey(0, 0)).toBe('0-0');
    expect(fishKey(34, 3)).toBe('34-3');
    expect(fishKey('12', ' 2 ')).toBe('12-2');
  });

  it.each([
    [-1, 0],
    [1.5, 0],
    ['01', 0],
    ['a', 0],
    [0, ''],
    [10_000, 0],
    [Number.NaN, 0],
  ])('refuses fishKey(%s, %s)', (genus, species) => {
    expect(() => fishKey(genus, species)).toThrow(RangeError);
  });

  it('parses keys back', () => {
    expect(parseFishKey('34-3')).toEqual({ genusId: 34, speciesId: 3 });
    expect(parseFishKey('34_3')).toBeNull();
    expect(parseFishKey('-1-2')).toBeNull();
  });

  it('validates keys in schemas', () => {
    expect(FishKeySchema.safeParse('2-4').success).toBe(true);
    for (const bad of ['2', '2-', '02-4', '2-4-1', 'a-b', '__proto__']) {
      expect(FishKeySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('ToonSchema', () => {
  it('accepts a complete toon', () => {
    expect(ToonSchema.parse(fullToon)).toEqual(fullToon);
  });

  it('fills defaults for a minimal toon', () => {
    const toon = ToonSchema.parse({
      id: 't',
      user: null,
      name: 'Min',
      rod: 'Twig',
      createdAt: NOW,
      lastEditedAt: NOW,
      isLinked: false,
      isVerified: false,
    });
    expect(toon).toMatchObject({
      fish: {},
      fish2: {},
      golf: {},
      racing: {},
      buckets: {},
      rewards: emptyRewards(),
      rendition: null,
      toonId: null,
      verifiedAt: null,
      verified: {},
      verified2: {},
      totalFishWeight: 0,
      isPublic: false,
    });
  });

  it.each([
    ['an unknown rod', { rod: 'Diamond' }],
    ['a too-long name', { name: 'x'.repeat(33) }],
    ['a blank name', { name: '   ' }],
    ['a bad fish key', { fish: { salmon: { weight: 1 } } }],
    ['a fish heavier than the game allows', { fish: { '0-0': { weight: MAX_FISH_WEIGHT_OZ + 1 } } }],
    ['a negative total', { totalSosCount: -1 }],
    ['a bad verified stat', { verified: { 'golf:x': { value: 1 } } }],
    ['a non-hex rendition', { rendition: 'https://evil.example/x' }],
    ['a bad date', { lastEditedAt: 'now' }],
    ['a missing id', { id: undefined }],
    ['non-boolean summons', { rewards: { summons: { Flunky: { single: 1, building: 0, invasion: 0 } } } }],
  ])('rejects %s', (_label, patch) => {
    expect(ToonSchema.safeParse({ ...fullToon, ...patch }).success).toBe(false);
  });

  it('trims the name', () => {
    expect(ToonSchema.parse({ ...fullToon, name: '  Flippy  ' }).name).toBe('Flippy');
  });
});

describe('toToon', () => {
  it('computes the client-side extras', () => {
    const { id: _id, isLinked: _l, isVerified: _v, ...document } = fullToon;
    const parsed = ToonDocumentSchema.parse({ ...document, toonId: null });
    const toon = toToon('abc', parsed);
    expect(toon).toMatchObject({ id: 'abc', isLinked: false, isVerified: true });
    expect(ToonSchema.parse(toon)).toEqual(toon);
  });
});

describe('verifiedStatKey', () => {
  it('prefixes the category', () => {
    expect(verifiedStatKey('golf', 'Courses Completed')).toBe('golf:Courses Completed');
  });
});

describe('ToonInputSchema', () => {
  it('accepts a name alone and fills defaults', () => {
    expect(ToonInputSchema.parse({ name: 'Flippy' })).toEqual({
      name: 'Flippy',
      rod: 'Twig',
      fish: {},
      golf: {},
      racing: {},
      buckets: {},
      rewards: emptyRewards(),
      rendition: null,
      toonId: null,
    });
  });

  it('accepts every editable field', () => {
    const input = {
      name: 'Flippy',
      rod: 'Steel',
      fish: fullToon.fish,
      golf: fullToon.golf,
      racing: fullToon.racing,
      buckets: fullToon.buckets,
      rewards: fullToon.rewards,
      rendition: fullToon.rendition,
      toonId: fullToon.toonId,
    };
    expect(ToonInputSchema.parse(input)).toEqual(input);
  });

  it.each([
    ['unknown keys', { name: 'A', admin: true }],
    ['server-owned fields', { name: 'A', verified: {} }],
    ['isPublic', { name: 'A', isPublic: true }],
    ['a missing name', { rod: 'Twig' }],
    ['a huge count', { name: 'A', golf: { 'Courses Completed': 1_000_001 } }],
    ['a fractional count', { name: 'A', buckets: { Estate: 1.5 } }],
    ['a negative count', { name: 'A', rewards: { sos: { Flippy: -1 } } }],
    ['a too-long stat name', { name: 'A', racing: { ['x'.repeat(65)]: 1 } }],
    ['a reserved key', { name: 'A', golf: { constructor: 1 } }],
    ['a control character in a key', { name: 'A', golf: { 'a\u0000b': 1 } }],
    [
      'too many entries',
      { name: 'A', golf: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`s${i}`, 1])) },
    ],
    ['a string number', { name: 'A', golf: { x: '1' } }],
    ['Infinity', { name: 'A', golf: { x: Number.POSITIVE_INFINITY } }],
    ['a non-object', 'toon'],
  ])('rejects %s', (_label, value) => {
    expect(ToonInputSchema.safeParse(value).success).toBe(false);
  });
});

describe('hostile keys', () => {
  it('drops a __proto__ key without touching the prototype', () => {
    const parsed = ToonInputSchema.parse(JSON.parse('{"name":"A","fish":{"__proto__":{"weight":1}}}'));
    expect(Object.getPrototypeOf(parsed.fish)).toBe(Object.prototype);
    expect(Object.keys(parsed.fish)).toEqual([]);
  });
});

describe('ToonUpdateSchema', () => {
  it('accepts a subset without filling defaults', () => {
    expect(ToonUpdateSchema.parse({ rod: 'Bamboo' })).toEqual({ rod: 'Bamboo' });
    expect(ToonUpdateSchema.parse({ toonId: null })).toEqual({ toonId: null });
  });

  it('rejects an empty update, unknown keys and bad values', () => {
    expect(ToonUpdateSchema.safeParse({}).success).toBe(false);
    expect(ToonUpdateSchema.safeParse({ name: undefined }).success).toBe(false);
    expect(ToonUpdateSchema.safeParse({ name: 'A', user: 'someone-else' }).success).toBe(false);
    expect(ToonUpdateSchema.safeParse({ rod: 'Diamond' }).success).toBe(false);
  });

  it('never carries a snapshot (only a ToonLink save from the game does)', () => {
    const snapshot = { at: NOW, source: 'game', data: { laff: { current: 1 } } };
    expect(ToonUpdateSchema.safeParse({ name: 'A', snapshot }).success).toBe(false);
    expect(ToonInputSchema.safeParse({ name: 'A', snapshot }).success).toBe(false);
  });
});

describe('LinkedToonSaveSchema', () => {
  const save = { name: 'Flippy', update: null, report: { toonId: 'TTID-1' } };
  const snapshot = { at: NOW, source: 'game', data: { toon: { id: 'TTID-1' }, laff: { current: 1 } } };

  it('takes the game snapshot, or none', () => {
    expect(LinkedToonSaveSchema.parse({ ...save, snapshot }).snapshot).toEqual(snapshot);
    expect(LinkedToonSaveSchema.parse(save).snapshot).toBeUndefined();
  });

  it('refuses a snapshot not from the game, or not a snapshot', () => {
    expect(
      LinkedToonSaveSchema.safeParse({ ...save, snapshot: { ...snapshot, source: 'typed' } }).success,
    ).toBe(false);
    expect(LinkedToonSaveSchema.safeParse({ ...save, snapshot: { laff: 1 } }).success).toBe(false);
  });
});

describe('ToonVerificationSchema', () => {
  const report = {
    toonId: 'TTID-ABCD-EFGH',
    fish: { '0-0': 48, '34-3': 300 },
    stats: { 'golf:Courses Completed': 12, 'rewards:Pink Slips': 2 },
  };

  it('accepts a ToonLink report, and just a toon id', () => {
    expect(ToonVerificationSchema.parse(report)).toEqual(report);
    expect(ToonVerificationSchema.parse({ toonId: 'TTID-1' })).toEqual({ toonId: 'TTID-1' });
  });

  it.each([
    ['no toon id', { fish: report.fish }],
    ['a bad toon id', { ...report, toonId: 'has space' }],
    ['a bad fish key', { ...report, fish: { '00-1': 5 } }],
    ['a fish heavier than any fish', { ...report, fish: { '0-0': MAX_FISH_WEIGHT_OZ + 1 } }],
    ['a negative stat', { ...report, stats: { 'golf:Wins': -1 } }],
    ['a stat without a category', { ...report, stats: { Wins: 1 } }],
    ['a stat of an unknown category', { ...report, stats: { 'fishing:Wins': 1 } }],
    ['values the game does not report (`extra`)', { ...report, extra: { albumWeight: 1 } }],
    ['an unknown field', { ...report, verifiedAt: NOW }],
    [
      'an oversized map',
      { ...report, stats: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`golf:k${i}`, 1])) },
    ],
  ])('refuses %s', (_label, body) => {
    expect(ToonVerificationSchema.safeParse(body).success).toBe(false);
  });

  it('never carries a "__proto__" key through', () => {
    const parsed = ToonVerificationSchema.safeParse({ toonId: 'T1', fish: JSON.parse('{"__proto__": 1}') });
    expect(parsed.success ? Object.keys(parsed.data.fish ?? {}) : []).toEqual([]);
  });
});
