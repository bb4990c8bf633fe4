import type { ArcadeAwardRequest } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { cappedAward, DAILY_JELLYBEAN_CAP, jellybeansEarned, judgeClaim, recordOf } from './award-rules.js';

const toonsUp = (score: number, elapsedMs: number): ArcadeAwardRequest => ({
  game: 'toons-up',
  score,
  elapsedMs,
});
const sweep = (
  score: number,
  elapsedMs: number,
  level?: ArcadeAwardRequest['level'],
): ArcadeAwardRequest => ({
  game: 'cogsweeper',
  score,
  elapsedMs,
  ...(level ? { level } : {}),
});

describe('plausibility', () => {
  it('accepts a toons-up score within 300 points a second plus a small allowance', () => {
    expect(judgeClaim(toonsUp(3100, 10_000))).toEqual({ ok: true });
    expect(judgeClaim(toonsUp(100, 0))).toEqual({ ok: true });
  });

  it('refuses a toons-up score too big for its time', () => {
    const verdict = judgeClaim(toonsUp(3101, 10_000));
    expect(verdict.ok).toBe(false);
    expect(judgeClaim(toonsUp(101, 0)).ok).toBe(false);
  });

  it('refuses a level on toons-up', () => {
    expect(judgeClaim({ ...toonsUp(10, 10_000), level: 'expert' }).ok).toBe(false);
  });

  it('accepts a cogsweeper win that took at least 100 ms per Cog', () => {
    expect(judgeClaim(sweep(10, 1000, 'beginner'))).toEqual({ ok: true });
    expect(judgeClaim(sweep(99, 9900, 'expert'))).toEqual({ ok: true });
    expect(judgeClaim(sweep(25, 60_000))).toEqual({ ok: true });
  });

  it('refuses a cogsweeper win faster than that, or a board that cannot exist', () => {
    expect(judgeClaim(sweep(10, 999, 'beginner')).ok).toBe(false);
    expect(judgeClaim(sweep(0, 60_000)).ok).toBe(false);
    expect(judgeClaim(sweep(30 * 24, 600_000)).ok).toBe(false);
  });

  it('refuses a level whose Cog count does not match', () => {
    const verdict = judgeClaim(sweep(11, 60_000, 'beginner'));
    expect(verdict).toEqual({ ok: false, reason: 'The beginner board has 10 Cogs, not 11.' });
  });
});

describe('jellybeans', () => {
  it('pays one per 50 toons-up points and half the Cogs of a won board', () => {
    expect(jellybeansEarned(toonsUp(149, 60_000))).toBe(2);
    expect(jellybeansEarned(sweep(10, 5000, 'beginner'))).toBe(5);
    expect(jellybeansEarned(sweep(99, 100_000, 'expert'))).toBe(50);
  });

  it('never gives more than the daily cap', () => {
    expect(cappedAward(30, 0)).toBe(30);
    expect(cappedAward(30, DAILY_JELLYBEAN_CAP - 10)).toBe(10);
    expect(cappedAward(30, DAILY_JELLYBEAN_CAP)).toBe(0);
    expect(cappedAward(5, DAILY_JELLYBEAN_CAP + 3)).toBe(0);
  });
});

describe('records', () => {
  it('keep toons-up scores high and cogsweeper level times low, and none for custom boards', () => {
    expect(recordOf(toonsUp(500, 60_000))).toEqual({ key: 'toons-up', value: 500, better: 'higher' });
    expect(recordOf(sweep(40, 70_000, 'intermediate'))).toEqual({
      key: 'intermediate',
      value: 70_000,
      better: 'lower',
    });
    expect(recordOf(sweep(40, 70_000))).toBeNull();
  });
});
