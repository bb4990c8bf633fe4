// Scripted players for tests (the game rules' own, the api's replay tests and e2e): they play
// through the same functions and record the same logs as the pages do.
import type { BoardSize } from 'shared-contracts/domain';
import { createBoard, isFinished } from './cogsweeper/board.js';
import { activate } from './cogsweeper/moves.js';
import type { SweepMove } from './cogsweeper/replay.js';
import { autopilot } from './toons-up/autopilot.js';
import { createToonsUpGame, startToonsUp, stepToonsUp, toonsUpScore } from './toons-up/game.js';
import { type ToonsUpInputChange, ToonsUpRecorder } from './toons-up/input-log.js';

/**
 * Plays toons-up as the page does: display frames of one to three steps (an uneven frame rate),
 * what the autopilot holds read once per frame and recorded when it changes.
 */
export function playToonsUpScripted(seed: number): {
  score: number;
  steps: number;
  inputs: ToonsUpInputChange[];
} {
  const game = createToonsUpGame(seed);
  const recorder = new ToonsUpRecorder();
  startToonsUp(game);
  let frame = 0;
  while (game.status === 'playing') {
    frame += 1;
    const steps = 1 + (frame % 3);
    const input = autopilot(game);
    recorder.hold(game.steps, input.direction);
    for (let i = 0; i < steps && game.status === 'playing'; i += 1) stepToonsUp(game, input);
  }
  return { score: toonsUpScore(game), steps: game.steps, inputs: recorder.changes };
}

/**
 * Wins a cogsweeper board: opens `firstIndex`, then every free cell in order (the player sees the
 * layout once it is drawn), `msPerMove` apart on the game's clock.
 */
export function playCogsweeperScripted(
  seed: number,
  size: BoardSize,
  options: { firstIndex?: number; msPerMove?: number } = {},
): { moves: SweepMove[]; elapsedMs: number } {
  const { firstIndex = 0, msPerMove = 700 } = options;
  let board = activate(createBoard(size), firstIndex, seed);
  const moves: SweepMove[] = [[0, 'open', firstIndex]];
  let at = 0;
  for (let index = 0; index < board.cells.length && !isFinished(board); index += 1) {
    const cell = board.cells[index];
    if (!cell || cell.cog || cell.mark !== 'hidden') continue;
    at += msPerMove;
    board = activate(board, index, seed);
    moves.push([at, 'open', index]);
  }
  return { moves, elapsedMs: at };
}
