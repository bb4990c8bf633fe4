import { type Board, neighboursOf } from './board.js';

/**
 * What the numbers on a board in play prove, one number at a time (no guessing, no lookahead):
 * a number with as many closed neighbours as Cogs left around it has a Cog under each; a number
 * with all its Cogs flagged has none under the rest. For scripted players (tests, e2e) that see
 * only what a player sees; flags the player set are taken as right.
 */
export function deduceCells(board: Board): { free: number[]; cogs: number[] } {
  const free = new Set<number>();
  const cogs = new Set<number>();
  board.cells.forEach((cell, index) => {
    if (cell.mark !== 'revealed' || cell.cog || cell.adjacent === 0) return;
    const around = neighboursOf(board, index);
    const flagged = around.filter((other) => board.cells[other]?.mark === 'flagged');
    const closed = around.filter((other) => {
      const mark = board.cells[other]?.mark;
      return mark === 'hidden' || mark === 'questioned';
    });
    if (closed.length === 0) return;
    if (flagged.length === cell.adjacent) for (const other of closed) free.add(other);
    else if (flagged.length + closed.length === cell.adjacent) for (const other of closed) cogs.add(other);
  });
  return { free: [...free], cogs: [...cogs] };
}
