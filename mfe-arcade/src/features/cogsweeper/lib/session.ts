import type { BoardSize } from 'shared-contracts';
import { seededRandom } from '../../../lib/random';
import { type Board, createBoard, isFinished } from './board';
import type { LevelChoice } from './levels';
import { chord, reveal, toggleMark } from './moves';

/** One game of cogsweeper as the page holds it: the board, its seed, its clock and the focus. */
export interface SweepSession {
  level: LevelChoice;
  seed: number;
  board: Board;
  /** ms timestamps (performance.now): the clock runs from the first reveal to the end. */
  startedAt: number | null;
  endedAt: number | null;
  /** The cell that holds keyboard focus. */
  focus: number;
}

export type SweepAction =
  | { type: 'new-game'; level: LevelChoice; size: BoardSize; seed: number }
  | { type: 'activate'; index: number; now: number }
  | { type: 'mark'; index: number }
  | { type: 'focus'; index: number };

export function newSession(level: LevelChoice, size: BoardSize, seed: number): SweepSession {
  return { level, seed, board: createBoard(size), startedAt: null, endedAt: null, focus: 0 };
}

/**
 * Revealing a hidden cell, or chording on a revealed number: what a click, a tap, Enter or Space
 * does. The first reveal draws the layout from the session's seed, so a seed replays a board.
 */
export function sweepReducer(session: SweepSession, action: SweepAction): SweepSession {
  switch (action.type) {
    case 'new-game':
      return newSession(action.level, action.size, action.seed);
    case 'focus':
      return { ...session, focus: action.index };
    case 'mark': {
      const board = toggleMark(session.board, action.index);
      return board === session.board ? session : { ...session, board, focus: action.index };
    }
    case 'activate': {
      const { board: before } = session;
      const cell = before.cells[action.index];
      if (!cell) return session;
      const board =
        cell.mark === 'revealed'
          ? chord(before, action.index)
          : reveal(before, action.index, seededRandom(session.seed));
      if (board === before) return { ...session, focus: action.index };
      return {
        ...session,
        board,
        focus: action.index,
        startedAt: session.startedAt ?? action.now,
        endedAt: isFinished(board) ? action.now : null,
      };
    }
  }
}

/** Time on the clock: from the first reveal to the end (or to `now` while playing). */
export function elapsedMs(session: SweepSession, now: number): number {
  if (session.startedAt === null) return 0;
  return Math.max(0, Math.round((session.endedAt ?? now) - session.startedAt));
}

/** Where keyboard focus goes for an arrow, Home or End key; null for other keys. */
export function movedFocus(
  board: Pick<Board, 'width' | 'height'>,
  focus: number,
  key: string,
): number | null {
  const column = focus % board.width;
  const row = Math.floor(focus / board.width);
  const at = (x: number, y: number) =>
    Math.min(board.height - 1, Math.max(0, y)) * board.width + Math.min(board.width - 1, Math.max(0, x));
  switch (key) {
    case 'ArrowLeft':
      return at(column - 1, row);
    case 'ArrowRight':
      return at(column + 1, row);
    case 'ArrowUp':
      return at(column, row - 1);
    case 'ArrowDown':
      return at(column, row + 1);
    case 'Home':
      return at(0, row);
    case 'End':
      return at(board.width - 1, row);
    default:
      return null;
  }
}
