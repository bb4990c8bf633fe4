import { describe, expect, it } from 'vitest';
import { makeToon } from './testing';
import {
  ignoredNotice,
  nextToonId,
  parseToonRecord,
  toonRecordKey,
  withoutToon,
  withToon,
} from './toon-record';

describe('toonRecordKey', () => {
  it('keeps one record per user and one for signed-out visitors', () => {
    expect(toonRecordKey('abc')).toBe('trinket.toons.abc');
    expect(toonRecordKey(null)).toBe('trinket.toons.visitor');
    expect(toonRecordKey('abc')).not.toBe(toonRecordKey('xyz'));
  });
});

describe('parseToonRecord', () => {
  const mine = makeToon({ id: '200', user: 'me', name: 'Second Toon' });
  const older = makeToon({ id: '100', user: 'me', name: 'First Toon' });

  it('returns the owner’s toons oldest first', () => {
    const { toons, ignored } = parseToonRecord({ toon_200: mine, toon_100: older }, 'me');
    expect(toons.map((toon) => toon.name)).toEqual(['First Toon', 'Second Toon']);
    expect(ignored).toBe(0);
  });

  it('ignores corrupt entries, stray keys, mismatched ids and other users’ toons', () => {
    const record = {
      toon_200: mine,
      toon_300: { name: 42 },
      settings: { theme: 'dark' },
      toon_400: makeToon({ id: '401', user: 'me' }),
      toon_500: makeToon({ id: '500', user: 'someone-else' }),
    };
    const { toons, ignored } = parseToonRecord(record, 'me');
    expect(toons.map((toon) => toon.id)).toEqual(['200']);
    expect(ignored).toBe(4);
  });

  it('reads signed-out toons only in the signed-out record', () => {
    const visitorToon = makeToon({ id: '5', user: null });
    expect(parseToonRecord({ toon_5: visitorToon }, null).toons).toHaveLength(1);
    expect(parseToonRecord({ toon_5: visitorToon }, 'me').toons).toHaveLength(0);
  });

  it('fills defaults for missing collections', () => {
    const { fish: _fish, buckets: _buckets, ...sparse } = makeToon({ id: '7', user: 'me' });
    const [toon] = parseToonRecord({ toon_7: sparse }, 'me').toons;
    expect(toon?.fish).toEqual({});
    expect(toon?.buckets).toEqual({});
  });
});

describe('nextToonId', () => {
  it('is the creation time in milliseconds', () => {
    expect(nextToonId(1_700_000_000_123, {})).toBe('1700000000123');
  });

  it('never reuses an id taken in the same millisecond', () => {
    const record = { toon_1000: {}, toon_1001: {} };
    expect(nextToonId(1000, record)).toBe('1002');
  });
});

describe('withToon / withoutToon', () => {
  it('changes only the toon’s own entry and leaves other data alone', () => {
    const toon = makeToon({ id: '9', user: null });
    const stored = withToon({ unrelated: 'keep me' }, toon);
    expect(stored).toEqual({ unrelated: 'keep me', toon_9: toon });
    expect(withoutToon(stored, '9')).toEqual({ unrelated: 'keep me' });
  });
});

describe('ignoredNotice', () => {
  it('says nothing when everything was readable', () => {
    expect(ignoredNotice(0, false)).toBeNull();
  });

  it('counts ignored entries', () => {
    expect(ignoredNotice(1, false)).toMatch(/^1 entry .* ignored/);
    expect(ignoredNotice(3, false)).toMatch(/^3 entries .* ignored/);
  });

  it('explains an unreadable record', () => {
    expect(ignoredNotice(0, true)).toMatch(/could not be read/);
  });
});
