// A kept cogsweeper board in its stored form: one character per cell, the mark's initial (h hidden,
// f flagged, q questioned, r revealed), upper case over a Cog. The numbers are counted again on
// reading, so the row holds nothing that could disagree with the Cogs.
import { type BoardSize, COGSWEEPER_LEVELS, type CogsweeperLevel } from 'shared-contracts/domain';
import { type Board, type BoardStatus, type CellMark, neighboursOf } from 'trinket-game/rules';

const MARK_CODES: Record<CellMark, string> = { hidden: 'h', flagged: 'f', questioned: 'q', revealed: 'r' };
const MARKS_BY_CODE = new Map(Object.entries(MARK_CODES).map(([mark, code]) => [code, mark as CellMark]));
const STATUSES: readonly BoardStatus[] = ['ready', 'playing', 'won', 'lost'];

export interface StoredBoard {
  level: CogsweeperLevel;
  status: BoardStatus;
  cells: string;
  explodedIndex: number | null;
}

export function encodeCells(board: Board): string {
  return board.cells
    .map((cell) => (cell.cog ? MARK_CODES[cell.mark].toUpperCase() : MARK_CODES[cell.mark]))
    .join('');
}

export function sizeOfLevel(level: CogsweeperLevel): BoardSize {
  return COGSWEEPER_LEVELS[level];
}

export function isBoardStatus(value: string): value is BoardStatus {
  return (STATUSES as readonly string[]).includes(value);
}

/** The board a stored row holds; throws on a row this code did not write. */
export function decodeBoard(stored: StoredBoard): Board {
  const size = sizeOfLevel(stored.level);
  if (stored.cells.length !== size.width * size.height) {
    throw new Error(`A stored ${stored.level} board has ${stored.cells.length} cells`);
  }
  const cogAt = [...stored.cells].map((code) => code !== code.toLowerCase());
  const cells = [...stored.cells].map((code, index) => {
    const mark = MARKS_BY_CODE.get(code.toLowerCase());
    if (!mark) throw new Error(`A stored board holds an unknown cell code ${code}`);
    const adjacent = neighboursOf(size, index).filter((other) => cogAt[other]).length;
    return { cog: cogAt[index] === true, adjacent, mark };
  });
  return { ...size, cells, status: stored.status, explodedIndex: stored.explodedIndex };
}
