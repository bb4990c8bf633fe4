import { MAX_TOONS_UP_INPUTS } from 'shared-contracts/domain';
import {
  createToonsUpGame,
  startToonsUp,
  stepToonsUp,
  type ToonsUpDirection,
  type ToonsUpEnd,
  type ToonsUpGame,
  toonsUpElapsedMs,
  toonsUpScore,
} from './game.js';
import { MAX_GAME_STEPS } from './rules.js';

/**
 * A change of what the player holds: from step `step` on (the steps already played when it took
 * effect), the toon steers `direction`. A game starts holding nothing (0).
 */
export type ToonsUpInputChange = [step: number, direction: ToonsUpDirection];

/** Notes what the player holds at each step, as changes only: the log the api replays. */
export class ToonsUpRecorder {
  readonly changes: ToonsUpInputChange[] = [];
  #holding: ToonsUpDirection = 0;

  /** Call before running the steps of a frame (only when it runs at least one). */
  hold(stepsPlayed: number, direction: ToonsUpDirection): void {
    if (direction === this.#holding) return;
    this.#holding = direction;
    this.changes.push([stepsPlayed, direction]);
  }
}

export type ToonsUpReplay =
  | { ok: true; score: number; beans: number; steps: number; elapsedMs: number; endedBy: ToonsUpEnd }
  /**
   * invalid: no real game logs this; too-long: the game outlasts `stepLimit`. `steps`: how many
   * were played before the replay stopped (its cost).
   */
  | { ok: false; kind: 'invalid' | 'too-long'; problem: string; steps: number };

/**
 * Plays a game from its seed and input log to its end, with the page's rules, for at most
 * `stepLimit` steps (the api passes what the time since it handed out the seed allows, so a
 * replay costs no more than the play did). Refuses a log no real game could produce: changes out
 * of order, a change that changes nothing, or a change after the game ended.
 */
export function replayToonsUp(
  seed: number,
  changes: readonly ToonsUpInputChange[],
  stepLimit = MAX_GAME_STEPS,
): ToonsUpReplay {
  const invalid = (problem: string, steps = 0): ToonsUpReplay => ({
    ok: false,
    kind: 'invalid',
    problem,
    steps,
  });
  if (changes.length > MAX_TOONS_UP_INPUTS) {
    return invalid(`More than ${MAX_TOONS_UP_INPUTS} input changes.`);
  }
  let holding: ToonsUpDirection = 0;
  let previousStep = -1;
  for (const [position, [step, direction]] of changes.entries()) {
    const where = `Input ${position + 1}`;
    if (!Number.isInteger(step) || step <= previousStep || step >= MAX_GAME_STEPS) {
      return invalid(`${where} is not after the one before it, within the game.`);
    }
    if (direction === holding) return invalid(`${where} changes nothing.`);
    previousStep = step;
    holding = direction;
  }

  const game: ToonsUpGame = createToonsUpGame(seed);
  startToonsUp(game);
  let next = 0;
  let input = { direction: 0 as ToonsUpDirection };
  while (game.status === 'playing' && game.steps < stepLimit) {
    const change = changes[next];
    if (change && change[0] === game.steps) {
      input = { direction: change[1] };
      next += 1;
    }
    stepToonsUp(game, input);
  }
  if (game.status === 'playing') {
    return {
      ok: false,
      kind: 'too-long',
      problem: `The game lasts longer than ${stepLimit} steps.`,
      steps: game.steps,
    };
  }
  if (next < changes.length) {
    return invalid(`Input ${next + 1} comes after the game ended (step ${game.steps}).`, game.steps);
  }
  return {
    ok: true,
    score: toonsUpScore(game),
    beans: game.beans,
    steps: game.steps,
    elapsedMs: toonsUpElapsedMs(game),
    endedBy: game.endedBy ?? 'time',
  };
}
