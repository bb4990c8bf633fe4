import type { CogsweeperBoardAnswer, CogsweeperMove } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { HttpError } from 'web-kit';
import { isBusy, shownBoard } from './kept-board';
import { MoveLine } from './move-line';

const answerAfter = (moves: number): CogsweeperBoardAnswer => ({
  board: 'beginner',
  status: 'playing',
  view: `${'1'.repeat(moves)}${'#'.repeat(81 - moves)}`,
  explodedIndex: null,
  elapsedMs: moves * 100,
});

const busy = () =>
  new HttpError({ status: 429, body: '', url: '/x', method: 'POST', reason: 'busy', code: 'arcade_busy' });

describe('a line of moves to the api', () => {
  it('sends one move at a time, in order, and shows marks still waiting over each answer', async () => {
    const sent: CogsweeperMove[] = [];
    const answers: [number, number[]][] = [];
    let release: () => void = () => {};
    const line = new MoveLine({
      send: (move) => {
        sent.push(move);
        return new Promise((resolve) => {
          release = () => resolve(answerAfter(sent.length));
        });
      },
      isBusy,
      handlers: {
        answered: (answer, marks) => answers.push([answer.elapsedMs, marks]),
        failed: () => {
          throw new Error('no failure expected');
        },
      },
    });
    line.push({ action: 'open', index: 40 });
    line.push({ action: 'mark', index: 3 });
    line.push({ action: 'open', index: 5 });
    await Promise.resolve();
    expect(sent).toEqual([{ action: 'open', index: 40 }]);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toEqual([[100, [3]]]);
    expect(sent).toHaveLength(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toEqual([
      [100, [3]],
      [200, []],
      [300, []],
    ]);
  });

  it('waits out "too many moves" and sends the move again; any other failure drops the rest', async () => {
    let tries = 0;
    const waits: number[] = [];
    const failures: unknown[] = [];
    const answered: number[] = [];
    const line = new MoveLine({
      send: async (move) => {
        tries += 1;
        if (tries === 1) throw busy();
        if (move.index === 9) throw new Error('offline');
        return answerAfter(tries);
      },
      isBusy,
      wait: async (ms) => {
        waits.push(ms);
      },
      handlers: {
        answered: (answer) => answered.push(answer.elapsedMs),
        failed: (error) => failures.push(error),
      },
    });
    line.push({ action: 'open', index: 1 });
    line.push({ action: 'open', index: 9 });
    line.push({ action: 'open', index: 2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(waits).toEqual([1000]);
    expect(answered).toEqual([200]);
    expect(failures).toHaveLength(1);
    expect(tries).toBe(3);
  });
});

describe('the board shown for an answer', () => {
  it('draws the api’s view with the marks still on their way', () => {
    const board = shownBoard({ width: 9, height: 9, cogs: 10 }, answerAfter(2), [10, 11, 11]);
    expect(board.cells[0]).toMatchObject({ mark: 'revealed', adjacent: 1 });
    expect(board.cells[10]?.mark).toBe('flagged');
    expect(board.cells[11]?.mark).toBe('questioned');
    expect(board.cells.some((cell) => cell.cog)).toBe(false);
  });
});
