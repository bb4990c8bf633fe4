import { describe, expect, it } from 'vitest';
import {
  parseToonLinkFrame,
  TOONLINK_REQUEST_ALL,
  ToonLinkHelloSchema,
  ToonLinkRequestSchema,
  toonLinkFishWeights,
} from './toonlink.js';

const fullData = {
  toon: { id: 'TTID-ABCD-EFGH', name: 'Flippy', species: 'dog', headColor: '#ff8800', style: '7424010101' },
  laff: { current: 120, max: 137 },
  location: { zone: 'Silly Street', neighborhood: 'Toontown Central', district: 'Zapwood', instanceId: 2100 },
  gags: {
    'Toon-Up': null,
    Throw: {
      gag: { level: 7, name: 'Wedding Cake' },
      organic: { level: 6, name: 'Cream Pie' },
      experience: { current: 10000, next: 10000 },
    },
    Lure: {
      gag: { level: 5, name: 'Hypno Goggles' },
      organic: null,
      experience: { current: 3000, next: 6000 },
    },
  },
  tasks: [
    {
      objective: {
        text: 'Defeat 10 Cogs',
        where: 'Anywhere',
        progress: { text: '3 of 10', current: 3, target: 10 },
      },
      from: {
        name: 'Flippy',
        building: 'Toon Hall',
        zone: 'Toontown Central',
        neighborhood: 'Toontown Central',
      },
      to: { name: 'Flippy', building: '', zone: 'Toontown Central', neighborhood: 'Toontown Central' },
      reward: '+1 Laff',
      type: null,
      deletable: false,
    },
  ],
  invasion: { cog: 'Version 2.0 Flunky', quantity: 3000, mega: false },
  fish: {
    rod: { id: 4, name: 'Gold' },
    collection: {
      '0': {
        name: 'Balloon Fish',
        album: {
          '0': { name: 'Balloon Fish', weight: 40 },
          '2': { name: 'Hot Air Balloon Fish', weight: 16 },
        },
      },
    },
  },
  flowers: {
    shovel: { id: 1, name: 'Bronze Shovel', curSkill: 10, maxSkill: 50 },
    wateringCan: { id: 0, name: 'Small Can', curSkill: 1, maxSkill: 10 },
    collection: { '49': { name: 'Daisy', album: { '0': 'School Daisy' } } },
  },
  cogsuits: {
    c: { department: 'Bossbot', hasDisguise: false },
    l: {
      department: 'Lawbot',
      hasDisguise: true,
      suit: { id: 'bs', name: 'Back Stabber' },
      version: 1,
      level: 8,
      promotion: { current: 100, target: 1000 },
    },
    m: {
      department: 'Cashbot',
      hasDisguise: true,
      suit: { id: 'mb', name: 'Money Bags' },
      version: 2,
      level: 12,
    },
    s: {
      department: 'Sellbot',
      hasDisguise: true,
      suit: { id: 'ms', name: 'Mover & Shaker' },
      version: 1,
      level: 50,
    },
  },
  golf: [{ name: 'Courses Completed', num: 12 }],
  racing: [{ name: 'Total Wins', num: 3 }],
  beans: { jar: { current: 100, max: 10000 }, bank: { current: 5000, max: 30000 } },
  rewards: {
    sos: { Flippy: 2 },
    unites: { 'Gag-Up': { 'Gag-Up Squirt': 1 } },
    summons: { f: { name: 'Flunky', single: true, building: false, invasion: false } },
    pinkslips: 4,
    remotes: { 'Damage Remote': { '1': 2, '3': 1 } },
  },
  cattlelog: { series: 3, issue: 2 },
  tokens: 35,
};

const frame = (data: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ event: 'all', data, ...extra });

describe('outgoing frames', () => {
  it('validates the hello and request frames', () => {
    expect(
      ToonLinkHelloSchema.safeParse({ authorization: 'abc', name: 'The Trinket Foundation' }).success,
    ).toBe(true);
    expect(ToonLinkHelloSchema.safeParse({ authorization: '', name: 'x' }).success).toBe(false);
    expect(ToonLinkHelloSchema.safeParse({ authorization: 'a', name: 'x', extra: 1 }).success).toBe(false);
    expect(ToonLinkRequestSchema.parse(TOONLINK_REQUEST_ALL)).toEqual({ request: 'all' });
    expect(ToonLinkRequestSchema.safeParse({ request: 'some' }).success).toBe(false);
  });
});

describe('parseToonLinkFrame', () => {
  it('accepts a complete frame', () => {
    const result = parseToonLinkFrame(frame(fullData));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.event.data.toon?.id).toBe('TTID-ABCD-EFGH');
    expect(result.event.data.rewards?.remotes?.['Damage Remote']?.['1']).toBe(2);
    expect(result.event.data).toEqual(fullData);
  });

  it('accepts empty data (every field optional)', () => {
    const result = parseToonLinkFrame(frame({}));
    expect(result).toEqual({ ok: true, event: { event: 'all', data: {} } });
  });

  it('accepts null for every field', () => {
    const nulls = Object.fromEntries(Object.keys(fullData).map((key) => [key, null]));
    expect(parseToonLinkFrame(frame(nulls)).ok).toBe(true);
  });

  it('accepts partial nested objects from older clients', () => {
    const result = parseToonLinkFrame(
      frame({
        toon: { name: 'Flippy' },
        fish: { collection: { '0': { album: { '0': {} } } } },
        rewards: { sos: null },
      }),
    );
    expect(result.ok).toBe(true);
  });

  it('tolerates unknown extra keys and keeps them', () => {
    const result = parseToonLinkFrame(
      frame({ ...fullData, pets: { doodle: 'Fluffy' }, laff: { current: 1, max: 2, bonus: 3 } }, { v: 2 }),
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.event.data.pets).toEqual({ doodle: 'Fluffy' });
  });

  it.each([
    ['laff as a string', { laff: { current: '120', max: 137 } }],
    ['tasks not an array', { tasks: { objective: {} } }],
    ['a task with a numeric reward', { tasks: [{ reward: 5 }] }],
    ['a fish weight as text', { fish: { collection: { '0': { album: { '0': { weight: 'heavy' } } } } } }],
    ['golf as an object', { golf: { 'Courses Completed': 12 } }],
    ['tokens as a string', { tokens: '35' }],
    ['invasion mega as a string', { invasion: { cog: 'Flunky', quantity: 1, mega: 'no' } }],
    ['a gag track as a number', { gags: { Throw: 7 } }],
    ['summon flags as numbers', { rewards: { summons: { f: { single: 1 } } } }],
  ])('rejects %s', (_label, data) => {
    const result = parseToonLinkFrame(frame(data));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe('invalid-shape');
  });

  it('drops a __proto__ key without touching prototypes', () => {
    const result = parseToonLinkFrame(
      '{"event":"all","data":{"gags":{"__proto__":{"gag":null}},"__proto__":{"x":1}}}',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.getPrototypeOf(result.event.data.gags)).toBe(Object.prototype);
    expect(Object.keys(result.event.data.gags ?? {})).toEqual([]);
    expect(Object.getPrototypeOf(result.event.data)).toBe(Object.prototype);
  });

  it('reads a numeric toon id as its text: the doc gives the id no type (issue 30)', () => {
    const idOf = (id: unknown) => {
      const result = parseToonLinkFrame(frame({ toon: { id, name: 'Flippy' } }));
      return result.ok ? result.event.data.toon?.id : 'refused';
    };
    expect(idOf(1_234_567)).toBe('1234567');
    expect(idOf(0)).toBe('0');
    expect(idOf(' TTID-AB ')).toBe('TTID-AB');
    expect(idOf(12.5)).toBeNull();
    expect(idOf(-3)).toBeNull();
    expect(idOf(true)).toBe('refused');
  });

  it('names the bad field', () => {
    const result = parseToonLinkFrame(frame({ laff: { current: 'x' } }));
    expect(result).toMatchObject({ ok: false, reason: 'invalid-shape' });
    if (!result.ok) expect(result.message).toContain('data.laff.current');
  });

  it.each([
    ['another event', JSON.stringify({ event: 'toon', data: {} })],
    ['a missing event', JSON.stringify({ data: {} })],
    ['a missing data', JSON.stringify({ event: 'all' })],
    ['null data', JSON.stringify({ event: 'all', data: null })],
    ['an array', '[]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('rejects %s as invalid-shape', (_label, text) => {
    expect(parseToonLinkFrame(text)).toMatchObject({ ok: false, reason: 'invalid-shape' });
  });

  it.each(['', 'not json', '{"event":', '{event: "all"}', '\u0000\u0001'])(
    'rejects garbage %j as invalid-json',
    (text) => {
      expect(parseToonLinkFrame(text)).toMatchObject({ ok: false, reason: 'invalid-json' });
    },
  );

  it('rejects non-text input', () => {
    expect(parseToonLinkFrame(new ArrayBuffer(4))).toMatchObject({ ok: false, reason: 'not-text' });
    expect(parseToonLinkFrame(undefined)).toMatchObject({ ok: false, reason: 'not-text' });
  });

  it('rejects frames over the byte limit, counting UTF-8 bytes', () => {
    const big = frame({ toon: { name: 'x'.repeat(300_000) } });
    expect(parseToonLinkFrame(big)).toMatchObject({ ok: false, reason: 'too-large' });
    const small = frame({ toon: { name: 'x'.repeat(50) } });
    expect(parseToonLinkFrame(small, 60)).toMatchObject({ ok: false, reason: 'too-large' });
    expect(parseToonLinkFrame(small, 1000).ok).toBe(true);
    // 40 characters but 120 bytes.
    const wide = frame({ toon: { name: '€'.repeat(40) } });
    expect(parseToonLinkFrame(wide, wide.length + 10)).toMatchObject({ ok: false, reason: 'too-large' });
    expect(parseToonLinkFrame(wide, wide.length + 100).ok).toBe(true);
  });

  it('never throws on deeply nested input', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(() => parseToonLinkFrame(deep, 1_000_000)).not.toThrow();
    expect(parseToonLinkFrame(deep, 1_000_000).ok).toBe(false);
  });
});

describe('toonLinkFishWeights', () => {
  it('maps the album to weights by fish key', () => {
    expect(toonLinkFishWeights(fullData.fish)).toEqual({ '0-0': 40, '0-2': 16 });
  });

  it('skips bad ids and missing weights, and tolerates absence', () => {
    expect(
      toonLinkFishWeights({
        collection: { x: { album: { '0': { weight: 1 } } }, '2': { album: { '1': {} } } },
      }),
    ).toEqual({});
    expect(toonLinkFishWeights(null)).toEqual({});
    expect(toonLinkFishWeights({})).toEqual({});
  });
});
