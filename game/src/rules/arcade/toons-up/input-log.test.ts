import fc from 'fast-check';
import { MAX_TOONS_UP_INPUTS } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { playToonsUpScripted } from '../scripted-players.js';
import { replayToonsUp, type ToonsUpInputChange, ToonsUpRecorder } from './input-log.js';

describe('the toons-up input log', () => {
  it('records changes only, at the step they took effect', () => {
    const recorder = new ToonsUpRecorder();
    recorder.hold(0, 0);
    recorder.hold(3, 1);
    recorder.hold(5, 1);
    recorder.hold(9, -1);
    recorder.hold(12, 0);
    expect(recorder.changes).toEqual([
      [3, 1],
      [9, -1],
      [12, 0],
    ]);
  });

  it('replays a scripted game to the score the player saw', () => {
    const played = playToonsUpScripted(6);
    expect(played.inputs.length).toBeGreaterThan(10);
    expect(replayToonsUp(6, played.inputs)).toMatchObject({
      ok: true,
      score: played.score,
      steps: played.steps,
    });
  });

  it('is deterministic: the same seed and log always score the same (any seed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), (seed) => {
        const played = playToonsUpScripted(seed);
        const first = replayToonsUp(seed, played.inputs);
        expect(first).toEqual(replayToonsUp(seed, played.inputs));
        expect(first).toMatchObject({ ok: true, score: played.score });
      }),
      { numRuns: 25 },
    );
  });

  it('scores differently under another seed or a changed log', () => {
    const played = playToonsUpScripted(6);
    const other = replayToonsUp(7, played.inputs);
    const shifted = replayToonsUp(
      6,
      played.inputs.map(([step, direction]): ToonsUpInputChange => [step + 1, direction]),
    );
    for (const replay of [other, shifted]) {
      if (replay.ok) expect(replay.score).not.toBe(played.score);
    }
  });

  it('refuses logs no game could produce', () => {
    const problemOf = (inputs: Parameters<typeof replayToonsUp>[1]) => {
      const replay = replayToonsUp(6, inputs);
      return replay.ok ? null : replay.problem;
    };
    expect(
      problemOf([
        [5, 1],
        [5, -1],
      ]),
    ).toMatch(/not after/);
    expect(
      problemOf([
        [9, 1],
        [4, -1],
      ]),
    ).toMatch(/not after/);
    expect(problemOf([[3, 0]])).toMatch(/changes nothing/);
    expect(
      problemOf([
        [3, 1],
        [8, 1],
      ]),
    ).toMatch(/changes nothing/);
    expect(problemOf([[-1, 1]])).toMatch(/not after/);
    expect(problemOf([[0.5, 1]])).toMatch(/not after/);
    // Standing still, the toon falls within seconds: an input a minute in comes after the end.
    expect(problemOf([[3600, 1]])).toMatch(/after the game ended/);
    expect(replayToonsUp(6, [], 10)).toMatchObject({ ok: false, kind: 'too-long' });
    const flood = Array.from(
      { length: MAX_TOONS_UP_INPUTS + 1 },
      (_, i): ToonsUpInputChange => [i, i % 2 ? 1 : -1],
    );
    expect(problemOf(flood)).toMatch(/More than/);
  });
});
