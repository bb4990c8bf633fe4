import { describe, expect, it } from 'vitest';
import { logCatch } from './catch-log';

const now = new Date('2025-03-04T05:06:07.000Z');
const earlier = '2024-01-01T00:00:00.000Z';

describe('logCatch', () => {
  it('adds a first catch with its time', () => {
    expect(logCatch({}, '0-1', 20, now)).toEqual({
      kind: 'first',
      fish: { '0-1': { weight: 20, caughtAt: now.toISOString() } },
    });
  });

  it('raises the record for a heavier catch, keeping when it was first logged', () => {
    const album = { '0-1': { weight: 20, caughtAt: earlier }, '2-0': { weight: 40 } };
    expect(logCatch(album, '0-1', 33, now)).toEqual({
      kind: 'record',
      previousOunces: 20,
      fish: { '0-1': { weight: 33, caughtAt: earlier }, '2-0': { weight: 40 } },
    });
    expect(album['0-1'].weight).toBe(20);
  });

  it('keeps the record for a lighter or equal catch', () => {
    const album = { '0-1': { weight: 20, caughtAt: earlier } };
    expect(logCatch(album, '0-1', 19, now)).toEqual({ kind: 'kept', recordOunces: 20 });
    expect(logCatch(album, '0-1', 20, now)).toEqual({ kind: 'kept', recordOunces: 20 });
  });

  it('does not mistake an inherited property for a catch', () => {
    expect(logCatch({}, 'constructor', 5, now).kind).toBe('first');
  });
});
