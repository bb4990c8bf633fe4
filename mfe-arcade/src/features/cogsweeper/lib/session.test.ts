import { COGSWEEPER_LEVELS } from 'shared-contracts/domain';
import { createBoard, replayCogsweeper } from 'trinket-game/rules';
import { describe, expect, it } from 'vitest';
import { elapsedMs, movedFocus, newSession, sweepReducer } from './session';

const beginner = () => newSession('beginner', COGSWEEPER_LEVELS.beginner, 1234);

describe('a cogsweeper session', () => {
  it('starts the clock on the first reveal and stops it at the end', () => {
    let session = beginner();
    expect(elapsedMs(session, 5000)).toBe(0);
    session = sweepReducer(session, { type: 'activate', index: 40, now: 1000 });
    expect(session.board.status).toBe('playing');
    expect(elapsedMs(session, 3500)).toBe(2500);
    const cog = session.board.cells.findIndex((cell) => cell.cog);
    session = sweepReducer(session, { type: 'activate', index: cog, now: 4000 });
    expect(session.board.status).toBe('lost');
    expect(elapsedMs(session, 99_000)).toBe(3000);
  });

  it('replays the same board from the same seed', () => {
    const play = () => sweepReducer(beginner(), { type: 'activate', index: 0, now: 0 }).board.cells;
    expect(play()).toEqual(play());
  });

  it('leaves the board alone when a number without its flags is activated', () => {
    let session = sweepReducer(beginner(), { type: 'activate', index: 40, now: 0 });
    const { board } = session;
    const number = board.cells.findIndex((cell) => cell.mark === 'revealed' && cell.adjacent === 1);
    const before = session;
    session = sweepReducer(session, { type: 'activate', index: number, now: 10 });
    expect(session.board).toBe(before.board);
    expect(session.focus).toBe(number);
  });
});

describe('the move log', () => {
  it('replays by the shared rules to the board and time the page showed', () => {
    let session = beginner();
    session = sweepReducer(session, { type: 'mark', index: 0, now: 500 });
    session = sweepReducer(session, { type: 'activate', index: 40, now: 1000 });
    session = sweepReducer(session, { type: 'mark', index: 0, now: 1200 });
    // Flagged, questioned, hidden again: marks are logged even when they end where they began.
    session = sweepReducer(session, { type: 'mark', index: 0, now: 1300 });
    let now = 1300;
    for (let index = 0; index < 81 && session.board.status === 'playing'; index += 1) {
      const cell = session.board.cells[index];
      if (!cell || cell.cog || cell.mark === 'revealed') continue;
      now += 333;
      session = sweepReducer(session, { type: 'activate', index, now });
    }
    expect(session.board.status).toBe('won');
    // Nothing is logged once the game is over.
    const finished = sweepReducer(session, { type: 'activate', index: 0, now: now + 5 });
    expect(finished.moves).toHaveLength(session.moves.length);
    expect(session.moves.slice(0, 3)).toEqual([
      [0, 'mark', 0],
      [0, 'open', 40],
      [200, 'mark', 0],
    ]);
    expect(replayCogsweeper(1234, COGSWEEPER_LEVELS.beginner, session.moves)).toEqual({
      ok: true,
      status: 'won',
      cogs: 10,
      elapsedMs: elapsedMs(session, 0),
      moves: session.moves.length,
    });
  });

  it("takes the api's seed only before the first move", () => {
    const session = sweepReducer(beginner(), { type: 'api-seed', seed: 99 });
    expect(session).toMatchObject({ seed: 99, seedFromApi: true });
    const started = sweepReducer(beginner(), { type: 'activate', index: 40, now: 0 });
    expect(sweepReducer(started, { type: 'api-seed', seed: 99 })).toBe(started);
  });
});

describe('a board the api keeps', () => {
  it('shows the api’s board, its clock running from the first answer that starts the game', () => {
    const kept = sweepReducer(beginner(), { type: 'api-seed', seed: 99 });
    const started = createBoard(COGSWEEPER_LEVELS.beginner);
    const playing = { ...started, status: 'playing' as const };
    let session = sweepReducer(kept, { type: 'kept-board', board: playing, now: 1000 });
    expect(session.board).toBe(playing);
    expect(elapsedMs(session, 4000)).toBe(3000);
    const won = { ...playing, status: 'won' as const };
    session = sweepReducer(session, { type: 'kept-board', board: won, now: 9000 });
    expect(elapsedMs(session, 99_000)).toBe(8000);
    // Nothing changes a finished board, nor a board the browser plays on its own.
    expect(sweepReducer(session, { type: 'kept-board', board: playing, now: 9500 })).toBe(session);
    const local = beginner();
    expect(sweepReducer(local, { type: 'kept-board', board: playing, now: 0 })).toBe(local);
  });
});

describe('keyboard focus', () => {
  const board = { width: 9, height: 9 };
  it('moves with the arrows and stops at the edges', () => {
    expect(movedFocus(board, 0, 'ArrowRight')).toBe(1);
    expect(movedFocus(board, 0, 'ArrowDown')).toBe(9);
    expect(movedFocus(board, 0, 'ArrowLeft')).toBe(0);
    expect(movedFocus(board, 80, 'ArrowDown')).toBe(80);
    expect(movedFocus(board, 40, 'Home')).toBe(36);
    expect(movedFocus(board, 40, 'End')).toBe(44);
    expect(movedFocus(board, 40, 'x')).toBeNull();
  });
});
