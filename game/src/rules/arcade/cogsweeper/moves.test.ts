import { COGSWEEPER_LEVELS } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { cogsLeft, createBoard, neighboursOf } from './board.js';
import { chord, reveal, toggleMark } from './moves.js';
import { boardFromRows, picture } from './testing.js';

const never = () => {
  throw new Error('a board in play must not draw random numbers');
};

describe('the first reveal', () => {
  it('is never a Cog and opens an area, for every seed tried on every level', () => {
    for (const size of Object.values(COGSWEEPER_LEVELS)) {
      for (let seed = 0; seed < 60; seed += 1) {
        const first = (seed * 37) % (size.width * size.height);
        const board = reveal(createBoard(size), first, seededRandom(seed));
        expect(board.status).not.toBe('lost');
        expect(board.cells[first]?.cog).toBe(false);
        expect(board.cells[first]?.adjacent).toBe(0);
        for (const neighbour of neighboursOf(board, first)) expect(board.cells[neighbour]?.cog).toBe(false);
        expect(board.cells.filter((cell) => cell.mark === 'revealed').length).toBeGreaterThan(1);
        expect(board.cells.filter((cell) => cell.cog)).toHaveLength(size.cogs);
      }
    }
  });

  it('still avoids the first cell when the board is too crowded to clear its neighbours', () => {
    const board = reveal(createBoard({ width: 5, height: 5, cogs: 20 }), 12, seededRandom(3));
    expect(board.cells[12]?.cog).toBe(false);
    expect(board.cells.filter((cell) => cell.cog)).toHaveLength(20);
  });

  it('replays the same layout from the same seed', () => {
    const layout = (seed: number) =>
      reveal(createBoard(COGSWEEPER_LEVELS.expert), 0, seededRandom(seed)).cells.map((cell) => cell.cog);
    expect(layout(99)).toEqual(layout(99));
    expect(layout(99)).not.toEqual(layout(100));
  });
});

describe('flood reveal', () => {
  it('opens every empty cell connected to an empty one, and the numbers on its edge', () => {
    const board = boardFromRows(['....*', '.....', '..*..', '.....']);
    const opened = reveal(board, 0, never);
    expect(picture(opened)).toEqual(['...1#', '.112#', '.1###', '.1###']);
    expect(opened.status).toBe('playing');
  });

  it('opens only the cell itself on a number', () => {
    const opened = reveal(boardFromRows(['*..', '...']), 1, never);
    expect(picture(opened)).toEqual(['#1#', '###']);
  });

  it('leaves flagged and questioned cells closed', () => {
    let board = boardFromRows(['....*', '.....']);
    board = toggleMark(board, 1);
    board = toggleMark(toggleMark(board, 5), 5);
    expect(picture(reveal(board, 7, never))).toEqual(['.F.1#', '?..1#']);
  });
});

describe('marks', () => {
  it('cycle hidden, flagged, questioned, hidden, and count flags against the Cogs', () => {
    let board = boardFromRows(['*..', '...']);
    board = toggleMark(board, 0);
    expect(board.cells[0]?.mark).toBe('flagged');
    expect(cogsLeft(board)).toBe(0);
    board = toggleMark(board, 0);
    expect(board.cells[0]?.mark).toBe('questioned');
    expect(cogsLeft(board)).toBe(1);
    expect(toggleMark(board, 0).cells[0]?.mark).toBe('hidden');
  });

  it('never go on a revealed cell', () => {
    const board = reveal(boardFromRows(['*..', '...']), 1, never);
    expect(toggleMark(board, 1)).toBe(board);
  });
});

describe('chording', () => {
  const rows = ['*...', '....', '...*'];

  it('reveals the other neighbours of a number with as many flags around it', () => {
    let board = reveal(boardFromRows(rows), 5, never);
    board = toggleMark(board, 0);
    const chorded = chord(board, 5);
    // The chord opens an empty cell (2), whose flood clears the rest of the board: a win.
    expect(picture(chorded)).toEqual(['F1..', '1111', '..1F']);
    expect(chorded.status).toBe('won');
  });

  it('does nothing while the flags do not match the number', () => {
    const board = reveal(boardFromRows(rows), 5, never);
    expect(chord(board, 5)).toBe(board);
  });

  it('loses the game when a flag was wrong', () => {
    let board = reveal(boardFromRows(rows), 5, never);
    board = toggleMark(board, 1);
    const chorded = chord(board, 5);
    expect(chorded.status).toBe('lost');
    expect(chorded.explodedIndex).toBe(0);
  });
});

describe('the end of a game', () => {
  it('is a win once every free cell is revealed, with every Cog flagged', () => {
    const board = reveal(reveal(boardFromRows(['*.', '..', '..']), 5, never), 1, never);
    expect(board.status).toBe('won');
    expect(picture(board)).toEqual(['F1', '11', '..']);
    expect(cogsLeft(board)).toBe(0);
  });

  it('is not a win while a free cell is still closed', () => {
    const board = reveal(boardFromRows(['*.', '..', '..']), 5, never);
    expect(picture(board)).toEqual(['##', '11', '..']);
    expect(board.status).toBe('playing');
  });

  it('is a loss on revealing a Cog, showing every Cog and keeping correct flags', () => {
    let board = boardFromRows(['*..*', '....', '*...']);
    board = toggleMark(board, 3);
    board = reveal(board, 0, never);
    expect(board.status).toBe('lost');
    expect(board.explodedIndex).toBe(0);
    expect(picture(board)).toEqual(['*##F', '####', '*###']);
  });

  it('ignores every move once the game is over', () => {
    const lost = reveal(boardFromRows(['*.', '..']), 0, never);
    expect(reveal(lost, 1, never)).toBe(lost);
    expect(toggleMark(lost, 1)).toBe(lost);
    expect(chord(lost, 1)).toBe(lost);
  });
});
