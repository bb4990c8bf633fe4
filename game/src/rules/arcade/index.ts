// The arcade's games as pure rules: the page plays them, the api replays a claimed game with the
// same code and pays from its own score.
export {
  type Board,
  type BoardStatus,
  type Cell,
  type CellMark,
  cellAt,
  cogsLeft,
  createBoard,
  isFinished,
  neighboursOf,
} from './cogsweeper/board.js';
export { deduceCells } from './cogsweeper/deduce.js';
export { activate, chord, reveal, toggleMark } from './cogsweeper/moves.js';
export * from './cogsweeper/replay.js';
export * from './cogsweeper/view.js';
export { type Random, randomInt, seededRandom } from './random.js';
export * from './scripted-players.js';
export * from './toons-up/autopilot.js';
export * from './toons-up/frame-clock.js';
export * from './toons-up/game.js';
export * from './toons-up/input-log.js';
export * as toonsUpRules from './toons-up/rules.js';
export * from './toons-up/score-bound.js';
export type { Bean, Cog, Platform, World } from './toons-up/world.js';
