import { type Board, type Cell, neighboursOf } from './board.js';

/**
 * A board in play from a picture: one string per row, `*` a Cog, anything else a free cell.
 * For tests that need an exact layout rather than a seeded one.
 */
export function boardFromRows(rows: string[]): Board {
  const width = rows[0]?.length ?? 0;
  const height = rows.length;
  const cogAt = rows
    .join('')
    .split('')
    .map((char) => char === '*');
  const size = { width, height };
  const cells = cogAt.map(
    (cog, index): Cell => ({
      cog,
      adjacent: neighboursOf(size, index).filter((neighbour) => cogAt[neighbour]).length,
      mark: 'hidden',
    }),
  );
  return { width, height, cogs: cogAt.filter(Boolean).length, cells, status: 'playing', explodedIndex: null };
}

/** The board as rows: `#` hidden, `F` flagged, `?` questioned, `*` a shown Cog, digits or `.` revealed. */
export function picture(board: Board): string[] {
  const symbol = (cell: Cell) => {
    if (cell.mark === 'hidden') return '#';
    if (cell.mark === 'flagged') return 'F';
    if (cell.mark === 'questioned') return '?';
    if (cell.cog) return '*';
    return cell.adjacent === 0 ? '.' : String(cell.adjacent);
  };
  const rows: string[] = [];
  for (let row = 0; row < board.height; row += 1) {
    rows.push(
      board.cells
        .slice(row * board.width, (row + 1) * board.width)
        .map(symbol)
        .join(''),
    );
  }
  return rows;
}
