import { type Random, seededRandom } from '../random.js';
import { type Board, type Cell, cellAt, isFinished, neighboursOf } from './board.js';
import { placeCogs } from './place-cogs.js';

/**
 * Reveals a cell. The first reveal places the Cogs away from it; an empty cell (no Cog around)
 * opens its neighbours in turn (flood reveal). Flagged and questioned cells are left alone until
 * unmarked. Returns the same board when nothing changes.
 */
export function reveal(board: Board, index: number, random: Random): Board {
  if (isFinished(board)) return board;
  const started = board.status === 'ready' ? placeCogs(board, index, random) : board;
  if (cellAt(started, index).mark !== 'hidden') return started;
  return revealAll(started, [index]);
}

/**
 * What a click, a tap, Enter or Space does on a cell: reveals a hidden one, chords on a revealed
 * number. The first reveal draws the layout from `seed`, so a seed and the same moves replay a board.
 */
export function activate(board: Board, index: number, seed: number): Board {
  const cell = board.cells[index];
  if (!cell) return board;
  return cell.mark === 'revealed' ? chord(board, index) : reveal(board, index, seededRandom(seed));
}

/** Cycles a hidden cell through flagged, questioned and back to hidden. */
export function toggleMark(board: Board, index: number): Board {
  if (isFinished(board)) return board;
  const next: Record<Exclude<Cell['mark'], 'revealed'>, Cell['mark']> = {
    hidden: 'flagged',
    flagged: 'questioned',
    questioned: 'hidden',
  };
  const cell = cellAt(board, index);
  if (cell.mark === 'revealed') return board;
  const cells = board.cells.slice();
  cells[index] = { ...cell, mark: next[cell.mark] };
  return { ...board, cells };
}

/**
 * Chording: on a revealed number whose neighbours carry exactly that many flags, reveals every
 * other hidden neighbour at once (a wrong flag makes that lose the game, as it should).
 */
export function chord(board: Board, index: number): Board {
  if (board.status !== 'playing') return board;
  const cell = cellAt(board, index);
  if (cell.mark !== 'revealed' || cell.adjacent === 0) return board;
  const around = neighboursOf(board, index);
  const flags = around.filter((neighbour) => cellAt(board, neighbour).mark === 'flagged').length;
  if (flags !== cell.adjacent) return board;
  const toOpen = around.filter((neighbour) => cellAt(board, neighbour).mark === 'hidden');
  return toOpen.length === 0 ? board : revealAll(board, toOpen);
}

/** Reveals `starts` and floods from empty cells; then settles a win or a loss. */
function revealAll(board: Board, starts: number[]): Board {
  const cells = board.cells.slice();
  const queue = [...starts];
  let exploded: number | null = null;
  while (queue.length > 0) {
    const index = queue.pop() as number;
    const cell = cells[index] as Cell;
    if (cell.mark !== 'hidden') continue;
    cells[index] = { ...cell, mark: 'revealed' };
    if (cell.cog) {
      exploded ??= index;
      continue;
    }
    if (cell.adjacent === 0) queue.push(...neighboursOf(board, index));
  }
  if (exploded !== null) return lose({ ...board, cells }, exploded);
  const cleared = cells.every((cell) => cell.cog || cell.mark === 'revealed');
  return cleared ? win({ ...board, cells }) : { ...board, cells };
}

/** A won board flags every Cog, so the counter reads zero and the board shows them all. */
function win(board: Board): Board {
  const cells = board.cells.map((cell): Cell => (cell.cog ? { ...cell, mark: 'flagged' } : cell));
  return { ...board, cells, status: 'won' };
}

/** A lost board shows every Cog; correct flags stay, so the player sees what they got right. */
function lose(board: Board, explodedIndex: number): Board {
  const cells = board.cells.map(
    (cell): Cell => (cell.cog && cell.mark !== 'flagged' ? { ...cell, mark: 'revealed' } : cell),
  );
  return { ...board, cells, status: 'lost', explodedIndex };
}
