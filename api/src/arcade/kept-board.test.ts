import { COGSWEEPER_LEVELS } from 'shared-contracts/domain';
import { activate, createBoard, toggleMark } from 'trinket-game/rules';
import { describe, expect, it } from 'vitest';
import { decodeBoard, encodeCells } from './kept-board.js';

describe('a kept board’s stored form', () => {
  it('reads back the very board that was stored, numbers included', () => {
    let board = activate(createBoard(COGSWEEPER_LEVELS.expert), 100, 42);
    board = toggleMark(board, 0);
    const cells = encodeCells(board);
    expect(cells).toHaveLength(480);
    expect(cells.replace(/[a-z]/g, '')).toHaveLength(99);
    expect(decodeBoard({ level: 'expert', status: board.status, cells, explodedIndex: null })).toEqual(board);
  });

  it('refuses a row this code did not write', () => {
    expect(() =>
      decodeBoard({ level: 'beginner', status: 'ready', cells: 'h', explodedIndex: null }),
    ).toThrow();
    expect(() =>
      decodeBoard({ level: 'beginner', status: 'ready', cells: 'z'.repeat(81), explodedIndex: null }),
    ).toThrow();
  });
});
