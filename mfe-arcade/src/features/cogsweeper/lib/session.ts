import type { BoardSize } from 'shared-contracts/domain';
import {
  activate,
  type Board,
  createBoard,
  isFinished,
  type SweepMove,
  toggleMark,
} from 'trinket-game/rules';
import type { LevelChoice } from './levels';

/** One game of cogsweeper as the page holds it: the board, its seed, its clock, its moves and the focus. */
export interface SweepSession {
  level: LevelChoice;
  seed: number;
  /**
   * Whether the api keeps this board (the seed is then its session's, and tells nothing of the
   * Cogs): every move goes through the api, which pays for a win from its own record.
   */
  seedFromApi: boolean;
  board: Board;
  /** ms timestamps (performance.now): the clock runs from the first reveal to the end. */
  startedAt: number | null;
  endedAt: number | null;
  /** Every move made while the game was on, timed on its clock: the log the api replays. */
  moves: SweepMove[];
  /** The cell that holds keyboard focus. */
  focus: number;
}

export type SweepAction =
  | { type: 'new-game'; level: LevelChoice; size: BoardSize; seed: number }
  /** The api's session, taken before the first move: the api keeps this board from now on. */
  | { type: 'api-seed'; seed: number }
  /** The board the api kept after a move (with marks still on their way drawn over it). */
  | { type: 'kept-board'; board: Board; now: number }
  | { type: 'activate'; index: number; now: number }
  | { type: 'mark'; index: number; now: number }
  | { type: 'focus'; index: number };

export function newSession(level: LevelChoice, size: BoardSize, seed: number): SweepSession {
  return {
    level,
    seed,
    seedFromApi: false,
    board: createBoard(size),
    startedAt: null,
    endedAt: null,
    moves: [],
    focus: 0,
  };
}

/** A move's time on the game's clock: 0 until the first reveal starts it. */
function clockAt(session: SweepSession, now: number): number {
  return session.startedAt === null ? 0 : Math.max(0, Math.round(now - session.startedAt));
}

/**
 * Activating (revealing a hidden cell, or chording on a revealed number: what a click, a tap,
 * Enter or Space does) and marking, by the shared rules the api replays. The first reveal draws
 * the layout from the session's seed, so a seed replays a board.
 */
export function sweepReducer(session: SweepSession, action: SweepAction): SweepSession {
  switch (action.type) {
    case 'new-game':
      return newSession(action.level, action.size, action.seed);
    case 'api-seed':
      if (session.board.status !== 'ready' || session.startedAt !== null) return session;
      return { ...session, seed: action.seed, seedFromApi: true };
    case 'focus':
      return { ...session, focus: action.index };
    case 'kept-board': {
      if (!session.seedFromApi || isFinished(session.board)) return session;
      const { board } = action;
      const startedAt = session.startedAt ?? (board.status === 'ready' ? null : action.now);
      return { ...session, board, startedAt, endedAt: isFinished(board) ? action.now : null };
    }
    case 'mark': {
      if (isFinished(session.board) || !session.board.cells[action.index]) return session;
      const board = toggleMark(session.board, action.index);
      const moves: SweepMove[] = [...session.moves, [clockAt(session, action.now), 'mark', action.index]];
      return { ...session, board, moves, focus: action.index };
    }
    case 'activate': {
      const { board: before } = session;
      if (isFinished(before) || !before.cells[action.index]) return session;
      const board = activate(before, action.index, session.seed);
      const startedAt = board === before ? session.startedAt : (session.startedAt ?? action.now);
      const moved = { ...session, startedAt };
      const moves: SweepMove[] = [...session.moves, [clockAt(moved, action.now), 'open', action.index]];
      if (board === before) return { ...session, moves, focus: action.index };
      return {
        ...moved,
        board,
        moves,
        focus: action.index,
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
