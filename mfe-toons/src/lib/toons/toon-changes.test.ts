import { MAX_COUNT, MAX_FISH_WEIGHT_OZ } from 'shared-contracts/domain';
import { toonTotals } from 'trinket-game/rules';
import { describe, expect, it } from 'vitest';
import { makeToon } from './testing';
import {
  applyChanges,
  changedFields,
  clampCount,
  clampUpdate,
  prepareUpdate,
  ToonUpdateError,
} from './toon-changes';

describe('clampCount', () => {
  it('keeps counts whole and between zero and the maximum', () => {
    expect(clampCount(-1)).toBe(0);
    expect(clampCount(2.6)).toBe(3);
    expect(clampCount(MAX_COUNT + 5)).toBe(MAX_COUNT);
    expect(clampCount(Number.NaN)).toBe(0);
    expect(clampCount(7)).toBe(7);
  });
});

describe('clampUpdate', () => {
  it('never lets bucket, reward or stat counts go below zero', () => {
    const update = clampUpdate({
      buckets: { Estate: -1, 'Toontown Central': 4 },
      golf: { 'Courses Completed': -3 },
      rewards: {
        sos: { Flippy: -2 },
        unites: {},
        summons: {},
        pinkSlips: -1,
        remotes: { 'Damage Remote 2': -1 },
      },
    });
    expect(update.buckets).toEqual({ Estate: 0, 'Toontown Central': 4 });
    expect(update.golf).toEqual({ 'Courses Completed': 0 });
    expect(update.rewards?.sos).toEqual({ Flippy: 0 });
    expect(update.rewards?.pinkSlips).toBe(0);
    expect(update.rewards?.remotes).toEqual({ 'Damage Remote 2': 0 });
  });

  it('keeps fish weights within what can be caught', () => {
    const update = clampUpdate({ fish: { '0-0': { weight: 9999 }, '0-1': { weight: -4 } } });
    expect(update.fish?.['0-0']?.weight).toBe(MAX_FISH_WEIGHT_OZ);
    expect(update.fish?.['0-1']?.weight).toBe(0);
  });

  it('trims the name', () => {
    expect(clampUpdate({ name: '  Lucky Duck ' }).name).toBe('Lucky Duck');
  });
});

describe('changedFields', () => {
  const toon = makeToon({ name: 'Lucky Duck', rod: 'Steel', buckets: { Estate: 2, 'Donald’s Dock': 1 } });

  it('is null when the update changes nothing', () => {
    expect(changedFields(toon, { name: 'Lucky Duck', rod: 'Steel' })).toBeNull();
    expect(changedFields(toon, { buckets: { 'Donald’s Dock': 1, Estate: 2 } })).toBeNull();
  });

  it('keeps only the fields that differ', () => {
    expect(changedFields(toon, { name: 'Lucky Duck', rod: 'Gold' })).toEqual({ rod: 'Gold' });
    expect(changedFields(toon, { buckets: { Estate: 3, 'Donald’s Dock': 1 } })).toEqual({
      buckets: { Estate: 3, 'Donald’s Dock': 1 },
    });
  });
});

describe('prepareUpdate', () => {
  const toon = makeToon({ buckets: { Estate: 0 } });

  it('is null for a bucket already at zero pressed down again', () => {
    expect(prepareUpdate(toon, { buckets: { Estate: -1 } })).toBeNull();
  });

  it('refuses an empty name with a message for the visitor', () => {
    expect(() => prepareUpdate(toon, { name: '   ' })).toThrow(ToonUpdateError);
    expect(() => prepareUpdate(toon, { name: '   ' })).toThrow(/name must be 1 to 32 characters/);
  });

  it('returns the clamped changes', () => {
    expect(prepareUpdate(toon, { name: ' Mr. Quackers ', rod: 'Twig' })).toEqual({ name: 'Mr. Quackers' });
  });

  it("refuses a catch the toon's rod cannot land, in the api's words (issue 31)", () => {
    // A Bull Dog Fish weighs 18 to 20 lb; a Twig rod lands 4 lb at most.
    const twig = makeToon({ rod: 'Twig' });
    const catchOf = { fish: { '12-1': { weight: 320 } } };
    expect(() => prepareUpdate(twig, catchOf)).toThrow(
      'A Twig rod lands fish of at most 4 lb; this Bull Dog Fish weighs 20 lb (fish.12-1), so nothing was saved.',
    );
    expect(prepareUpdate(makeToon({ rod: 'Gold' }), catchOf)).toEqual(catchOf);
    const gold = makeToon({ rod: 'Gold', ...catchOf });
    expect(() => prepareUpdate(gold, { rod: 'Twig' })).toThrow(/A Twig rod lands fish of at most 4 lb/);
  });

  it('refuses a catch dated in the future, and courses under par past those completed', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    const future = { fish: { '0-0': { weight: 20, caughtAt: '2099-01-01T00:00:00.000Z' } } };
    expect(() => prepareUpdate(toon, future, now)).toThrow(/A date cannot be in the future \(2099-01-01\)/);
    expect(() => prepareUpdate(toon, { golf: { 'Courses Under Par': 3 } }, now)).toThrow(
      /Courses Under Par \(3\) cannot be more than Courses Completed \(0\)/,
    );
  });
});

describe('toonTotals and applyChanges', () => {
  it('sums the album weight and the reward counts', () => {
    const toon = makeToon({
      fish: { '0-0': { weight: 10 }, '2-1': { weight: 5.5 } },
      rewards: {
        sos: { Flippy: 2, Clerk: 1 },
        unites: { 'Gag-Up Squirt': 4 },
        summons: {},
        pinkSlips: 3,
        remotes: {},
      },
    });
    expect(toonTotals(toon.fish, toon.rewards)).toEqual({
      totalFishWeight: 15.5,
      totalSosCount: 3,
      totalUniteCount: 4,
      totalRemoteCount: 0,
    });
  });

  it('applies changes with a new edit time and fresh totals', () => {
    const toon = makeToon();
    const now = new Date('2025-06-01T12:00:00.000Z');
    const next = applyChanges(toon, { rod: 'Gold', fish: { '0-0': { weight: 12 } } }, now);
    expect(next.rod).toBe('Gold');
    expect(next.totalFishWeight).toBe(12);
    expect(next.lastEditedAt).toBe('2025-06-01T12:00:00.000Z');
    expect(next.createdAt).toBe(toon.createdAt);
  });
});
