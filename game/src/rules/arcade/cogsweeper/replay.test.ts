import fc from 'fast-check';
import { COGSWEEPER_LEVELS } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { playCogsweeperScripted } from '../scripted-players.js';
import { replayCogsweeper, type SweepMove } from './replay.js';

const beginner = COGSWEEPER_LEVELS.beginner;

describe('a cogsweeper replay', () => {
  it('wins a scripted game, at the time of its last move', () => {
    const played = playCogsweeperScripted(77, beginner, { firstIndex: 40 });
    expect(replayCogsweeper(77, beginner, played.moves)).toEqual({
      ok: true,
      status: 'won',
      cogs: 10,
      elapsedMs: played.elapsedMs,
      moves: played.moves.length,
    });
  });

  it('is deterministic and wins on every level from any seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffff_ffff }),
        fc.constantFrom(...Object.values(COGSWEEPER_LEVELS)),
        (seed, size) => {
          const played = playCogsweeperScripted(seed, size);
          const replay = replayCogsweeper(seed, size, played.moves);
          expect(replay).toEqual(replayCogsweeper(seed, size, played.moves));
          expect(replay).toMatchObject({ ok: true, status: 'won' });
        },
      ),
      { numRuns: 30 },
    );
  });

  it('loses the same moves under another seed', () => {
    const played = playCogsweeperScripted(77, beginner, { firstIndex: 40 });
    const replay = replayCogsweeper(78, beginner, played.moves);
    expect(replay.ok && replay.status).not.toBe('won');
  });

  it('refuses logs no game could produce', () => {
    const played = playCogsweeperScripted(77, beginner, { firstIndex: 40 });
    const problemOf = (moves: SweepMove[]) => {
      const replay = replayCogsweeper(77, beginner, moves);
      return replay.ok ? null : replay.problem;
    };
    expect(problemOf([[0, 'open', 81]])).toMatch(/off the 9×9 board/);
    expect(problemOf([[0, 'open', -1]])).toMatch(/off the/);
    expect(problemOf([[500, 'open', 40]])).toMatch(/before the clock started/);
    expect(
      problemOf([
        [0, 'open', 40],
        [900, 'mark', 0],
        [800, 'mark', 1],
      ]),
    ).toMatch(/before the move ahead/);
    expect(problemOf([...played.moves, [played.elapsedMs + 5, 'open', 0]])).toMatch(/after the game ended/);
  });
});
