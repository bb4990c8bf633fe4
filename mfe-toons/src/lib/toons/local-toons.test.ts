import { beforeEach, describe, expect, it } from 'vitest';
import { createLocalToon, readLocalToons, removeLocalToon, saveLocalToon } from './local-toons';
import { toonRecordKey } from './toon-record';

const now = new Date('2025-03-01T10:00:00.000Z');

describe('browser-kept toons', () => {
  beforeEach(() => window.localStorage.clear());

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
