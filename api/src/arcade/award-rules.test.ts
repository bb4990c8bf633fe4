import type { ToonsUpClaim } from 'shared-contracts/domain';
import { maxToonsUpScore, playToonsUpScripted } from 'trinket-game/rules';
import { describe, expect, it } from 'vitest';
import {
  cappedAward,
  DAILY_JELLYBEAN_CAP,
  judgeKeptBoard,
  judgeToonsUp,
  leastToonsUpSteps,
  precheckToonsUp,
  toonsUpStepLimit,
} from './award-rules.js';

const issuedAt = new Date('2025-06-01T10:00:00.000Z');
const after = (ms: number) => ({ issuedAt, now: new Date(issuedAt.getTime() + ms) });

const toonsUp = playToonsUpScripted(6);
const toonsUpClaim: ToonsUpClaim = {
  game: 'toons-up',
  seed: 6,
  score: toonsUp.score,
  inputs: toonsUp.inputs,
};
const gameMs = Math.round((toonsUp.steps * 1000) / 60);

describe('a toons-up claim', () => {
  it('is paid from the replay: a jellybean per 50 points, the score as the record', () => {
    expect(toonsUp.score).toBeGreaterThan(100);
    expect(precheckToonsUp(toonsUpClaim, after(gameMs + 5000))).toBeNull();
    expect(judgeToonsUp(toonsUpClaim, after(gameMs + 5000))).toEqual({
      judgement: {
        ok: true,
        earned: Math.floor(toonsUp.score / 50),
        record: { key: 'toons-up', value: toonsUp.score, better: 'higher' },
      },
      steps: toonsUp.steps,
    });
  });

  it('is refused when its score is not the replay’s', () => {
    expect(judgeToonsUp({ ...toonsUpClaim, score: toonsUp.score + 1 }, after(gameMs + 5000))).toMatchObject({
      judgement: { ok: false, status: 409, code: 'score_mismatch' },
      steps: toonsUp.steps,
    });
  });

  it('is refused when its log is doctored', () => {
    const [first, second] = toonsUp.inputs;
    const swapped = [second, first, ...toonsUp.inputs.slice(2)].filter((change) => change !== undefined);
    expect(judgeToonsUp({ ...toonsUpClaim, inputs: swapped }, after(gameMs + 5000))).toMatchObject({
      judgement: { ok: false, status: 400, code: 'invalid_log' },
      steps: 0,
    });
  });

  it('is refused unreplayed when its last input or its score is beyond what the time allows', () => {
    const early = after(gameMs - 2000);
    expect(precheckToonsUp(toonsUpClaim, early)).toMatchObject({ status: 422, code: 'implausible_result' });
    const soon = after(2000);
    const limit = toonsUpStepLimit(soon);
    expect(limit).toBe(180);
    const huge = { ...toonsUpClaim, inputs: [], score: maxToonsUpScore(limit) + 1 };
    expect(precheckToonsUp(huge, soon)).toMatchObject({ status: 422, code: 'implausible_result' });
    expect(precheckToonsUp({ ...huge, score: maxToonsUpScore(limit) }, soon)).toBeNull();
  });

  it('replays no more than real time allows, nor more than its budget', () => {
    expect(judgeToonsUp(toonsUpClaim, after(gameMs - 2000))).toMatchObject({
      judgement: { ok: false, status: 422, code: 'implausible_result' },
    });
    // Out of budget half-way: nothing decided, the steps played reported for the budget.
    expect(judgeToonsUp(toonsUpClaim, after(gameMs + 5000), 100)).toEqual({ judgement: null, steps: 100 });
  });
});

describe('a kept cogsweeper board', () => {
  it('pays half its Cogs, with the api’s own time as the record', () => {
    expect(judgeKeptBoard({ level: 'expert', status: 'won', elapsedMs: 95_000 })).toEqual({
      ok: true,
      earned: 50,
      record: { key: 'expert', value: 95_000, better: 'lower' },
    });
  });

  it('pays nothing for a board that is not won, or won faster than anyone could', () => {
    expect(judgeKeptBoard({ level: 'beginner', status: 'lost', elapsedMs: 20_000 })).toMatchObject({
      status: 422,
      code: 'not_won',
    });
    expect(judgeKeptBoard({ level: 'beginner', status: 'playing', elapsedMs: 20_000 })).toMatchObject({
      code: 'not_won',
    });
    expect(judgeKeptBoard({ level: 'expert', status: 'won', elapsedMs: 9_000 })).toMatchObject({
      status: 422,
      code: 'implausible_result',
    });
  });
});

describe('the daily cap', () => {
  it('never gives more than the cap', () => {
    expect(cappedAward(30, 0)).toBe(30);
    expect(cappedAward(30, DAILY_JELLYBEAN_CAP - 10)).toBe(10);
    expect(cappedAward(30, DAILY_JELLYBEAN_CAP)).toBe(0);
    expect(cappedAward(5, DAILY_JELLYBEAN_CAP + 3)).toBe(0);
  });
});

describe('the fewest steps a claim’s replay can take', () => {
  it('reach its last input and its score, and never pass the longest game', () => {
    expect(leastToonsUpSteps({ ...toonsUpClaim, score: 0, inputs: [] })).toBe(1);
    expect(leastToonsUpSteps({ ...toonsUpClaim, score: 0, inputs: [[500, 1]] })).toBe(501);
    const least = leastToonsUpSteps({ ...toonsUpClaim, inputs: [] });
    expect(maxToonsUpScore(least)).toBeGreaterThanOrEqual(toonsUp.score);
    expect(maxToonsUpScore(least - 1)).toBeLessThan(toonsUp.score);
    expect(least).toBeLessThanOrEqual(toonsUp.steps);
    expect(leastToonsUpSteps({ ...toonsUpClaim, score: 10_000_000, inputs: [] })).toBe(72_000);
  });
});
