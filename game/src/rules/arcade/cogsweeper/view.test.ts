import { COGSWEEPER_LEVELS } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { createBoard } from './board.js';
import { deduceCells } from './deduce.js';
import { reveal, toggleMark } from './moves.js';
import { boardFromRows } from './testing.js';
import { boardFromView, boardView } from './view.js';

const never = () => {
  throw new Error('a board in play must not draw random numbers');
};

describe('a board’s view', () => {
  it('shows marks and revealed numbers, and nothing of a hidden Cog', () => {
    let board = boardFromRows(['*..*', '....', '....']);
    board = toggleMark(board, 3);
    board = toggleMark(toggleMark(board, 0), 0);
    board = reveal(board, 9, never);
    expect(boardView(board)).toBe('?##F11110000');
    // Hidden Cogs and hidden free cells read alike.
    expect(boardView(boardFromRows(['*.', '..']))).toBe('####');
  });

  it('shows every Cog and the wrong flags once the game is lost', () => {
    let board = boardFromRows(['*..*', '....', '....']);
    board = toggleMark(toggleMark(board, 3), 2);
    board = reveal(board, 0, never);
    expect(boardView(board)).toBe('*#xF########');
  });

  it('draws back to the board the player saw, every hidden cell empty as far as the page knows', () => {
    const played = reveal(createBoard(COGSWEEPER_LEVELS.expert), 200, seededRandom(5));
    const drawn = boardFromView(COGSWEEPER_LEVELS.expert, boardView(played), 'playing', null);
    expect(boardView(drawn)).toBe(boardView(played));
    expect(drawn.cells.some((cell) => cell.cog)).toBe(false);
    expect(() => boardFromView(COGSWEEPER_LEVELS.beginner, '###', 'playing', null)).toThrow(RangeError);
  });
});

describe('deducing cells from the numbers', () => {
  it('finds the Cog a number must touch and the free cells a flagged number frees', () => {
    const board = reveal(boardFromRows(['*...', '*...', '....']), 2, never);
    // Closed: 0, 4 and 8. The 2 at cell 1 touches only 0 and 4: both Cogs; nothing proves 8 yet.
    expect(deduceCells(board)).toEqual({ free: [], cogs: [0, 4] });
    const flagged = toggleMark(toggleMark(board, 0), 4);
    // The 1 at cell 9 has its Cog flagged (4): its other closed neighbour is free.
    expect(deduceCells(flagged)).toEqual({ free: [8], cogs: [] });
  });
});
