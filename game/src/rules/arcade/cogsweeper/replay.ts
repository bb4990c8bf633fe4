import { type BoardSize, MAX_SWEEP_MOVES } from 'shared-contracts/domain';
import { type BoardStatus, createBoard, isFinished } from './board.js';
import { activate, toggleMark } from './moves.js';

/** A player's move: open (reveal or chord, see `activate`) or mark a cell. */
export type SweepAction = 'open' | 'mark';

/**
 * One move of a game's log: when (ms on the game's clock, which starts at the first reveal;
 * moves before it are at 0), what, and the cell's index (row-major).
 */
export type SweepMove = [atMs: number, action: SweepAction, index: number];

export type SweepReplay =
  | { ok: true; status: BoardStatus; cogs: number; elapsedMs: number; moves: number }
  | { ok: false; problem: string };

/**
 * Plays `moves` on a board of `size` drawn from `seed`, with the same rules as the page. Refuses a
 * log no real game could produce: a cell off the board, time running backwards, a clock that
 * does not start at the first reveal, or moves after the game ended.
 */
export function replayCogsweeper(seed: number, size: BoardSize, moves: readonly SweepMove[]): SweepReplay {
  if (moves.length > MAX_SWEEP_MOVES) return { ok: false, problem: `More than ${MAX_SWEEP_MOVES} moves.` };
  let board = createBoard(size);
  let lastAt = 0;
  let elapsedMs = 0;
  for (const [position, [atMs, action, index]] of moves.entries()) {
    const where = `Move ${position + 1}`;
    if (isFinished(board)) return { ok: false, problem: `${where} comes after the game ended.` };
    if (!Number.isInteger(index) || index < 0 || index >= board.cells.length) {
      return { ok: false, problem: `${where} is off the ${size.width}×${size.height} board.` };
    }
    if (!Number.isInteger(atMs) || atMs < lastAt) {
      return { ok: false, problem: `${where} is timed before the move ahead of it.` };
    }
    if (board.status === 'ready' && atMs !== 0) {
      return { ok: false, problem: `${where} is timed before the clock started (the first reveal).` };
    }
    lastAt = atMs;
    board = action === 'open' ? activate(board, index, seed) : toggleMark(board, index);
    elapsedMs = atMs;
  }
  return { ok: true, status: board.status, cogs: size.cogs, elapsedMs, moves: moves.length };
}
