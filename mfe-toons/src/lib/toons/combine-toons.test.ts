import { describe, expect, it } from 'vitest';
import { combinedToonUpdate, keptOfTwo } from './combine-toons';
import { makeToon } from './testing';

const rewards = (pinkSlips: number, sos: Record<string, number>) => ({
  sos,
  unites: {},
  summons: {},
  pinkSlips,
  remotes: {},
});

describe('combinedToonUpdate (two toons the player says are one)', () => {
  it('keeps every fish of both albums at the heavier weight and the earlier catch', () => {
    const kept = makeToon({
      fish: {
        '0-0': { weight: 20, caughtAt: '2026-03-02T00:00:00.000Z' },
        '1-0': { weight: 5 },
      },
    });
    const other = makeToon({
      id: '2',
      fish: {
        '0-0': { weight: 12, caughtAt: '2026-03-01T00:00:00.000Z' },
        '2-1': { weight: 40, caughtAt: '2026-03-03T00:00:00.000Z' },
      },
    });
    expect(combinedToonUpdate(kept, other).fish).toEqual({
      '0-0': { weight: 20, caughtAt: '2026-03-01T00:00:00.000Z' },
      '1-0': { weight: 5 },
      '2-1': { weight: 40, caughtAt: '2026-03-03T00:00:00.000Z' },
    });
  });

  it('keeps the higher counts, every reward either holds, the better rod and a look', () => {
    const kept = makeToon({
      rod: 'Steel',
      golf: { 'Courses Completed': 4 },
      racing: {},
      rewards: rewards(1, { Flippy: 1 }),
    });
    const other = makeToon({
      id: '2',
      rod: 'Bamboo',
      golf: { 'Courses Completed': 9 },
      racing: { 'Total Wins': 3 },
      rendition: '0101a3c2e507',
      rewards: {
        ...rewards(3, { Clerk: 2 }),
        summons: { '1': { single: true, building: false, invasion: false } },
      },
    });
    const update = combinedToonUpdate(kept, other);
    expect(update).toMatchObject({
      rod: 'Steel',
      golf: { 'Courses Completed': 9 },
      racing: { 'Total Wins': 3 },
      rendition: '0101a3c2e507',
      rewards: {
        sos: { Flippy: 1, Clerk: 2 },
        pinkSlips: 3,
        summons: { '1': { single: true, building: false, invasion: false } },
      },
    });
    expect(update).not.toHaveProperty('name');
    expect(update).not.toHaveProperty('toonId');
  });

  it('keeps the older of two toons', () => {
    const first = makeToon({ id: '1', createdAt: '2026-02-01T00:00:00.000Z' });
    const second = makeToon({ id: '2', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(keptOfTwo(first, second)).toEqual({ kept: second, other: first });
    expect(keptOfTwo(second, first)).toEqual({ kept: second, other: first });
  });
});
