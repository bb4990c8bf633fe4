import { COGSWEEPER_LEVELS, type CogsweeperClaim, type ToonsUpClaim } from 'shared-contracts/domain';
import { playCogsweeperScripted, playToonsUpScripted } from 'shared-contracts/game-rules';
import { describe, expect, it } from 'vitest';
import { cappedAward, DAILY_JELLYBEAN_CAP, judgeClaim, NETWORK_ALLOWANCE_MS } from './award-rules.js';

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

const sweep = playCogsweeperScripted(77, COGSWEEPER_LEVELS.beginner, { firstIndex: 40 });
const sweepClaim: CogsweeperClaim = {
  game: 'cogsweeper',
  seed: 77,
  board: 'beginner',
  elapsedMs: sweep.elapsedMs,
  moves: sweep.moves,
};

describe('a toons-up claim', () => {
  it('is paid from the replay: a jellybean per 50 points, the score as the record', () => {
    expect(toonsUp.score).toBeGreaterThan(100);
    expect(judgeClaim(toonsUpClaim, after(gameMs + 5000))).toEqual({
      ok: true,
      earned: Math.floor(toonsUp.score / 50),
      record: { key: 'toons-up', value: toonsUp.score, better: 'higher' },
    });
  });

  it('is refused when its score is not the replay’s', () => {
    expect(judgeClaim({ ...toonsUpClaim, score: toonsUp.score + 1 }, after(gameMs + 5000))).toMatchObject({
      ok: false,
      status: 409,
      code: 'score_mismatch',
    });
  });

  it('is refused when its log is doctored', () => {
    const [first, second] = toonsUp.inputs;
    const swapped = [second, first, ...toonsUp.inputs.slice(2)].filter((change) => change !== undefined);
    expect(judgeClaim({ ...toonsUpClaim, inputs: swapped }, after(gameMs + 5000))).toMatchObject({
      ok: false,
      status: 400,
      code: 'invalid_log',
    });
  });

  it('is refused when the game lasts longer than the time since the seed was handed out', () => {
    expect(judgeClaim(toonsUpClaim, after(gameMs - 2000))).toMatchObject({
      ok: false,
      status: 422,
      code: 'implausible_result',
    });
  });
});

describe('a cogsweeper claim', () => {
  it('is paid half its Cogs and keeps the log’s time when the api saw no longer', () => {
    expect(judgeClaim(sweepClaim, after(sweep.elapsedMs + 300))).toEqual({
      ok: true,
      earned: 5,
      record: { key: 'beginner', value: sweep.elapsedMs, better: 'lower' },
    });
  });

  it('keeps the api’s clock, less an allowance, when the log claims a faster game', () => {
    const judged = judgeClaim(sweepClaim, after(sweep.elapsedMs + 60_000));
    expect(judged).toMatchObject({
      ok: true,
      record: { value: sweep.elapsedMs + 60_000 - NETWORK_ALLOWANCE_MS },
    });
  });

  it('is refused with a changed time, a lost board, a doctored log or an impossible pace', () => {
    const at = after(sweep.elapsedMs + 300);
    expect(judgeClaim({ ...sweepClaim, elapsedMs: 1000 }, at)).toMatchObject({
      status: 409,
      code: 'score_mismatch',
    });
    expect(judgeClaim({ ...sweepClaim, seed: 78 }, at)).toMatchObject({ ok: false });
    const unfinished = sweep.moves.slice(0, -1);
    expect(
      judgeClaim({ ...sweepClaim, moves: unfinished, elapsedMs: unfinished.at(-1)?.[0] ?? 0 }, at),
    ).toMatchObject({ status: 422, code: 'not_won' });
    // The same moves on a bigger board walk into a Cog and go on after the game ended.
    expect(judgeClaim({ ...sweepClaim, board: 'expert' }, at)).toMatchObject({
      status: 400,
      code: 'invalid_log',
    });
    expect(
      judgeClaim(
        {
          ...sweepClaim,
          moves: [
            [0, 'open', 40],
            [5, 'open', 80],
            [2, 'open', 1],
          ],
        },
        at,
      ),
    ).toMatchObject({
      status: 400,
      code: 'invalid_log',
    });
    expect(judgeClaim(sweepClaim, after(sweep.elapsedMs - 5000))).toMatchObject({
      status: 422,
      code: 'implausible_result',
    });
    const quick = playCogsweeperScripted(77, COGSWEEPER_LEVELS.beginner, { firstIndex: 40, msPerMove: 1 });
    expect(
      judgeClaim({ ...sweepClaim, moves: quick.moves, elapsedMs: quick.elapsedMs }, after(quick.elapsedMs)),
    ).toMatchObject({ status: 422, code: 'implausible_result' });
  });

  it('keeps no record and pays nothing for a custom board, however dense', () => {
    const size = { width: 12, height: 12, cogs: 20 };
    const custom = playCogsweeperScripted(5, size, { firstIndex: 70 });
    const judged = judgeClaim(
      { game: 'cogsweeper', seed: 5, board: size, elapsedMs: custom.elapsedMs, moves: custom.moves },
      after(custom.elapsedMs + 100),
    );
    expect(judged).toEqual({ ok: true, earned: 0, record: null });
    // The densest board the form allows is won by its first click: it must not pay the day's cap.
    const packed = { width: 30, height: 24, cogs: 711 };
    const oneClick = playCogsweeperScripted(9, packed, { firstIndex: 31 });
    expect(oneClick.moves).toHaveLength(1);
    const wait = packed.cogs * 100 + 1000;
    expect(
      judgeClaim(
        { game: 'cogsweeper', seed: 9, board: packed, elapsedMs: oneClick.elapsedMs, moves: oneClick.moves },
        after(wait),
      ),
    ).toEqual({ ok: true, earned: 0, record: null });
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
