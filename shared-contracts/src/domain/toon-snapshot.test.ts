import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  dashboardData,
  gameSnapshot,
  MAX_TOON_SNAPSHOT_CHARS,
  newerSnapshot,
  ToonSnapshotSchema,
  ToonSnapshotsSchema,
  toonSnapshotChars,
} from './toon-snapshot.js';

const at = '2026-11-26T10:00:00.000Z';

describe('toon snapshots', () => {
  const snapshot = {
    at: '2026-11-26T10:00:00.000Z',
    source: 'game',
    data: { laff: { current: 60, max: 80 } },
  };

  it('accepts a snapshot read from the game', () => {
    expect(safeParse(ToonSnapshotSchema, snapshot).success).toBe(true);
    expect(safeParse(ToonSnapshotsSchema, { 'TTID-1': snapshot }).success).toBe(true);
  });

  it('refuses a snapshot from anywhere else, without a time, or with game data of the wrong type', () => {
    expect(safeParse(ToonSnapshotSchema, { ...snapshot, source: 'typed' }).success).toBe(false);
    expect(safeParse(ToonSnapshotSchema, { ...snapshot, at: 'yesterday' }).success).toBe(false);
    expect(safeParse(ToonSnapshotSchema, { ...snapshot, data: { laff: { current: 'lots' } } }).success).toBe(
      false,
    );
    expect(safeParse(ToonSnapshotsSchema, { '': snapshot }).success).toBe(false);
  });
});

describe('gameSnapshot', () => {
  it('keeps what the dashboard shows of who the toon is, the invasion, tasks, flowers and suits', () => {
    const data = {
      toon: { name: 'Lady Picklesnout', species: 'pig', headColor: '#f49ac1' },
      location: { zone: 'Toontown Central', neighborhood: 'Toontown Central', district: 'Zapwood' },
      invasion: { cog: 'Version 2.0 Flunky', quantity: 3000, mega: true },
      tasks: [
        {
          objective: { text: 'Visit Flippy', progress: { current: 0, target: 0 } },
          from: { name: 'Flippy', neighborhood: 'Toontown Central' },
          type: 'Just for fun!',
        },
      ],
      flowers: { collection: { '49': { name: 'Daisy', album: { '0': 'School Daisy' } } } },
      cogsuits: { s: { hasDisguise: true, version: 2 } },
    };
    const kept = gameSnapshot(data, at);
    expect(kept?.data).toEqual(dashboardData(data));
    expect(kept?.data).toMatchObject(data);
  });

  it('keeps the dashboard sections of the game data, marked as read from the game', () => {
    const kept = gameSnapshot({ laff: { current: 60, max: 80 }, golf: [{ name: 'x', num: 1 }] }, at);
    expect(kept).toEqual({ at, source: 'game', data: dashboardData({ laff: { current: 60, max: 80 } }) });
    expect(kept?.data.golf).toBeUndefined();
  });

  it('keeps nothing larger than the cap', () => {
    const big = { toon: { name: 'x'.repeat(MAX_TOON_SNAPSHOT_CHARS) } };
    expect(gameSnapshot(big, at)).toBeNull();
    const fits = gameSnapshot({ toon: { name: 'Flippy' } }, at);
    expect(fits && toonSnapshotChars(fits)).toBeLessThanOrEqual(MAX_TOON_SNAPSHOT_CHARS);
  });
});

describe('newerSnapshot', () => {
  const read = (iso: string) => ({ at: iso, source: 'game' as const, data: {} });
  const earlier = read('2026-11-26T09:00:00.000Z');
  const later = read('2026-11-26T10:00:00.000Z');

  it('is the later read, or whichever there is', () => {
    expect(newerSnapshot(earlier, later)).toBe(later);
    expect(newerSnapshot(later, earlier)).toBe(later);
    expect(newerSnapshot(null, earlier)).toBe(earlier);
    expect(newerSnapshot(earlier, null)).toBe(earlier);
    expect(newerSnapshot(null, null)).toBeNull();
  });

  it('keeps the first of two reads at the same time', () => {
    const same = read(earlier.at);
    expect(newerSnapshot(earlier, same)).toBe(earlier);
  });
});
