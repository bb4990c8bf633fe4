import type { Random } from '../random.js';
import { type Board, type Cell, neighboursOf } from './board.js';

/**
 * Places the board's Cogs once the first cell is chosen: never on that cell, and never next to
 * it while the board has room, so the first reveal always opens an area. A Fisher–Yates draw
 * over the allowed cells keeps every layout equally likely for a given seed.
 */
export function placeCogs(board: Board, firstIndex: number, random: Random): Board {
  const keepClear = new Set([firstIndex, ...neighboursOf(board, firstIndex)]);
  const roomy = board.cells.length - keepClear.size >= board.cogs;
  const candidates = board.cells
    .map((_, index) => index)
    .filter((index) => (roomy ? !keepClear.has(index) : index !== firstIndex));
  for (let last = candidates.length - 1; last > 0; last -= 1) {
    const pick = Math.floor(random() * (last + 1));
    [candidates[last], candidates[pick]] = [candidates[pick] as number, candidates[last] as number];
  }
  const cogIndexes = new Set(candidates.slice(0, board.cogs));
  const cells = board.cells.map(
    (cell, index): Cell => ({
      ...cell,
      cog: cogIndexes.has(index),
      adjacent: neighboursOf(board, index).filter((neighbour) => cogIndexes.has(neighbour)).length,
    }),
  );
  return { ...board, cells, status: 'playing' };
}
