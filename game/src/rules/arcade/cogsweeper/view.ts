import type { BoardSize } from 'shared-contracts/domain';
import { type Board, type BoardStatus, type Cell, createBoard } from './board.js';

/**
 * A board as its player may see it, one character per cell (row-major), for a board the api keeps:
 * `#` hidden, `F` flagged, `?` questioned, `0`-`8` a revealed cell's Cogs around, and once the game
 * is lost `*` a Cog and `x` a flag on a cell without one. Nothing in it tells where a hidden Cog is.
 */
export type BoardView = string;

export const BOARD_VIEW_PATTERN = /^[#F?0-8*x]+$/;

function viewChar(cell: Cell, status: BoardStatus): string {
  if (cell.mark === 'hidden') return '#';
  if (cell.mark === 'questioned') return '?';
  if (cell.mark === 'flagged') return status === 'lost' && !cell.cog ? 'x' : 'F';
  return cell.cog ? '*' : String(cell.adjacent);
}

/** What the player sees of `board`. */
export function boardView(board: Board): BoardView {
  return board.cells.map((cell) => viewChar(cell, board.status)).join('');
}

/**
 * A board to draw from a view: revealed cells carry their numbers; hidden cells hold no Cog as far
 * as the page knows (it is not told). A finished board's flags are its Cogs (a won board flags
 * them all; a lost one keeps the right flags as `F`).
 */
export function boardFromView(
  size: BoardSize,
  view: BoardView,
  status: BoardStatus,
  explodedIndex: number | null,
): Board {
  const blank = createBoard(size);
  if (view.length !== blank.cells.length) {
    throw new RangeError(
      `A ${size.width}×${size.height} board has ${blank.cells.length} cells, not ${view.length}`,
    );
  }
  const finished = status === 'won' || status === 'lost';
  const cells = [...view].map((char): Cell => {
    switch (char) {
      case '#':
        return { cog: false, adjacent: 0, mark: 'hidden' };
      case '?':
        return { cog: false, adjacent: 0, mark: 'questioned' };
      case 'F':
        return { cog: finished, adjacent: 0, mark: 'flagged' };
      case 'x':
        return { cog: false, adjacent: 0, mark: 'flagged' };
      case '*':
        return { cog: true, adjacent: 0, mark: 'revealed' };
      default:
        return { cog: false, adjacent: Number(char), mark: 'revealed' };
    }
  });
  return { ...size, cells, status, explodedIndex };
}
