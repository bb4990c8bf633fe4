// The flood's attacker plays toons-up with a lookahead: every few steps it tries each direction on
// a copy of the game (then lets the simple autopilot carry on) and keeps the one that lives longest
// and climbs highest. Its games last far longer than the autopilot's, and a longer game costs the
// api a longer replay, which is what the attacker is after.
import { pathToFileURL } from 'node:url';

/** @param {string} gameRulesFile game/dist/rules/index.js of the api under test */
export async function loadFloodPlayer(gameRulesFile) {
  const rules = await import(pathToFileURL(gameRulesFile).href);
  const { autopilot, createToonsUpGame, startToonsUp, stepToonsUp, toonsUpScore, ToonsUpRecorder } = rules;
  const DECIDE_EVERY = Number(process.env.FLOOD_DECIDE_EVERY ?? 4);
  const LOOK_AHEAD = Number(process.env.FLOOD_LOOK_AHEAD ?? 120);

  // A copy to try moves on: the generator of new platforms is replaced (the copy never climbs far
  // enough in a look-ahead to meet them), everything else is plain data.
  const copyOf = (game) => {
    const { random: _random, ...data } = game;
    return { ...structuredClone(data), random: () => 0.5 };
  };

  const outlook = (game, direction) => {
    const trial = copyOf(game);
    for (let step = 0; step < LOOK_AHEAD && trial.status === 'playing'; step += 1) {
      stepToonsUp(trial, step < DECIDE_EVERY * 3 ? { direction } : autopilot(trial));
    }
    const lived = trial.status === 'playing' ? LOOK_AHEAD : trial.steps - game.steps;
    return lived * 10_000 + trial.maxHeight + (trial.toon.y - trial.cameraY);
  };

  /** Plays `seed` for at most `maxSteps` steps: its score, steps and input log. */
  return function play(seed, maxSteps) {
    const game = createToonsUpGame(seed);
    const recorder = new ToonsUpRecorder();
    startToonsUp(game);
    while (game.status === 'playing' && game.steps < maxSteps) {
      let best = 0;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (const direction of [0, -1, 1]) {
        const value = outlook(game, direction);
        if (value > bestValue) {
          bestValue = value;
          best = direction;
        }
      }
      recorder.hold(game.steps, best);
      for (let step = 0; step < DECIDE_EVERY && game.status === 'playing'; step += 1) {
        stepToonsUp(game, { direction: best });
      }
    }
    return {
      score: toonsUpScore(game),
      steps: game.steps,
      over: game.status !== 'playing',
      inputs: recorder.changes,
    };
  };
}
