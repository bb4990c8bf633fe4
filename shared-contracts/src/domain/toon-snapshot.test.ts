import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { newerSnapshot, ToonSnapshotSchema, ToonSnapshotsSchema } from './toon-snapshot.js';

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
