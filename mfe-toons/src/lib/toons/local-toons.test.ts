import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearLiveLinks, setToonLinked, unverifiedLinkKey } from './live-links';
import {
  createLocalToon,
  readLocalToons,
  removeLocalToon,
  saveLocalToon,
  storeLiveLinks,
} from './local-toons';
import { toonRecordKey } from './toon-record';

function storedIsLinked(uid: string | null, id: string): unknown {
  const record = JSON.parse(window.localStorage.getItem(toonRecordKey(uid)) ?? '{}') as Record<
    string,
    { isLinked?: unknown }
  >;
  return record[`toon_${id}`]?.isLinked;
}

const now = new Date('2025-03-01T10:00:00.000Z');

describe('browser-kept toons', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => clearLiveLinks());

  it('stores isLinked as ToonLink has it: true while the game is linked, false once it closes', () => {
    const toon = createLocalToon(null, 'Red Cat', now);
    const other = createLocalToon(null, 'Blue Cat', now);
    setToonLinked('TTID-RED', true);
    // A save works the flag out from the toon's fields (linked once): storage follows the live link.
    saveLocalToon(null, { ...toon, toonId: 'TTID-RED', isLinked: true });
    saveLocalToon(null, { ...other, toonId: 'TTID-BLUE', isLinked: true });
    expect(storedIsLinked(null, toon.id)).toBe(true);
    expect(storedIsLinked(null, other.id)).toBe(false);

    setToonLinked('TTID-RED', false);
    storeLiveLinks(null);
    expect(storedIsLinked(null, toon.id)).toBe(false);
    expect(readLocalToons(null).toons.map((item) => [item.toonId, item.isLinked])).toEqual([
      ['TTID-RED', false],
      ['TTID-BLUE', false],
    ]);
  });

  it('stores the link of a toon linked by name (no game toon id) the same way', () => {
    const toon = createLocalToon(null, 'Red Cat', now);
    setToonLinked(unverifiedLinkKey(toon.id), true);
    storeLiveLinks(null);
    expect(storedIsLinked(null, toon.id)).toBe(true);
    clearLiveLinks();
    storeLiveLinks(null);
    expect(storedIsLinked(null, toon.id)).toBe(false);
  });

  it('creates a Twig toon with empty maps that reads back', () => {
    const toon = createLocalToon(null, 'Purple Dog', now);
    expect(toon).toMatchObject({ id: String(now.getTime()), name: 'Purple Dog', rod: 'Twig', user: null });
    expect(toon.fish).toEqual({});
    expect(toon.buckets).toEqual({});
    expect(readLocalToons(null)).toEqual({ toons: [toon], notice: null });
  });

  it('gives two toons created in the same millisecond different ids', () => {
    const a = createLocalToon('guest', 'Red Cat', now);
    const b = createLocalToon('guest', 'Blue Cat', now);
    expect(a.id).not.toBe(b.id);
    expect(readLocalToons('guest').toons.map((toon) => toon.name)).toEqual(['Red Cat', 'Blue Cat']);
  });

  it('keeps each user’s toons apart', () => {
    createLocalToon('guest', 'Red Cat', now);
    expect(readLocalToons(null).toons).toEqual([]);
    expect(readLocalToons('someone').toons).toEqual([]);
  });

  it('saves changes and removes toons', () => {
    const toon = createLocalToon(null, 'Red Cat', now);
    saveLocalToon(null, { ...toon, rod: 'Gold' });
    expect(readLocalToons(null).toons[0]?.rod).toBe('Gold');
    removeLocalToon(null, toon.id);
    expect(readLocalToons(null).toons).toEqual([]);
  });

  it('ignores unreadable storage with a notice instead of crashing', () => {
    window.localStorage.setItem(toonRecordKey(null), '{not json');
    const result = readLocalToons(null);
    expect(result.toons).toEqual([]);
    expect(result.notice).toMatch(/could not be read/);
  });

  it('ignores foreign entries with a notice, and keeps them when saving', () => {
    window.localStorage.setItem(toonRecordKey(null), JSON.stringify({ toon_1: { hacked: true } }));
    createLocalToon(null, 'Red Cat', now);
    const result = readLocalToons(null);
    expect(result.toons.map((toon) => toon.name)).toEqual(['Red Cat']);
    expect(result.notice).toMatch(/^1 entry/);
    expect(JSON.parse(window.localStorage.getItem(toonRecordKey(null)) ?? '{}')).toHaveProperty('toon_1');
  });
});
