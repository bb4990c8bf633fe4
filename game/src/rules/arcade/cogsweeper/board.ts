import type { BoardSize } from 'shared-contracts/domain';

/** What the player has done to a cell; a "questioned" cell is a reminder, not a flag. */
export type CellMark = 'hidden' | 'flagged' | 'questioned' | 'revealed';

export interface Cell {
  cog: boolean;
  /** Cogs among the eight neighbours. */
  adjacent: number;
  mark: CellMark;
}

/** ready: no Cogs placed yet (they are placed on the first reveal, away from it). */
export type BoardStatus = 'ready' | 'playing' | 'won' | 'lost';

export interface Board extends BoardSize {
  /** Row-major: the cell at (column, row) is `cells[row * width + column]`. */
  cells: readonly Cell[];
  status: BoardStatus;
  /** The Cog the player revealed, on a lost board. */
  explodedIndex: number | null;
}

export function createBoard(size: BoardSize): Board {
  const cells = Array.from(
    { length: size.width * size.height },
    (): Cell => ({
      cog: false,
      adjacent: 0,
      mark: 'hidden',
    }),
  );
  return { ...size, cells, status: 'ready', explodedIndex: null };
}

/** Indexes of the up to eight cells around `index`. */
export function neighboursOf(board: Pick<Board, 'width' | 'height'>, index: number): number[] {
  const column = index % board.width;
  const row = Math.floor(index / board.width);
  const around: number[] = [];
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      if (dx === 0 && dy === 0) continue;
      const x = column + dx;
      const y = row + dy;
      if (x >= 0 && x < board.width && y >= 0 && y < board.height) around.push(y * board.width + x);
    }
  }
  return around;
}

export function cellAt(board: Board, index: number): Cell {
  const cell = board.cells[index];
  if (!cell) throw new RangeError(`No cell ${index} on a ${board.width}x${board.height} board`);
  return cell;
}

/** Cogs left to find, as the counter shows it: Cogs minus flags (negative when over-flagged). */
export function cogsLeft(board: Board): number {
  return board.cogs - board.cells.filter((cell) => cell.mark === 'flagged').length;
}

export function isFinished(board: Board): boolean {
  return board.status === 'won' || board.status === 'lost';
}
