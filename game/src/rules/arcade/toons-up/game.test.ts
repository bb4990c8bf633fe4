import { describe, expect, it } from 'vitest';
import { autopilot } from './autopilot.js';
import { stepsForFrame } from './frame-clock.js';
import {
  createToonsUpGame as createGame,
  toonsUpScore as scoreOf,
  scrollSpeedAt,
  startToonsUp as startGame,
  stepToonsUp as step,
  type ToonsUpEvent,
  type ToonsUpGame,
  toonsUpElapsedMs,
} from './game.js';
import { BEAN_POINTS, BOUNCE_SPEED, GRAVITY, MAX_GAME_STEPS, STEP_SECONDS, WORLD_WIDTH } from './rules.js';

const still = { direction: 0 } as const;

function clearedGame(seed = 1): ToonsUpGame {
  const game = createGame(seed);
  // Only the ground: the physics under test, without the generated world in the way.
  game.world.platforms = game.world.platforms.filter((platform) => platform.kind === 'ground');
  game.world.beans = [];
  game.world.cogs = [];
  game.world.nextPlatformY = Number.POSITIVE_INFINITY;
  return game;
}

function play(game: ToonsUpGame, seconds: number, steer = autopilot): ToonsUpEvent[] {
  const events: ToonsUpEvent[] = [];
  for (let i = 0; i < Math.round(seconds / STEP_SECONDS) && game.status === 'playing'; i += 1) {
    events.push(...step(game, steer(game)));
  }
  return events;
}

describe('toons-up physics', () => {
  it('waits for the first jump', () => {
    const game = createGame(1);
    expect(step(game, still)).toEqual([]);
    expect(game.toon).toMatchObject({ y: 0, vy: 0 });
    startGame(game);
    expect(game.status).toBe('playing');
    expect(game.toon.vy).toBe(BOUNCE_SPEED);
  });

  it('rises about BOUNCE_SPEED²/2g after a bounce, then lands and bounces again', () => {
    const game = clearedGame();
    startGame(game);
    let apex = 0;
    const events = play(game, 1.05, () => {
      apex = Math.max(apex, game.toon.y);
      return still;
    });
    const ideal = BOUNCE_SPEED ** 2 / (2 * -GRAVITY);
    expect(apex).toBeGreaterThan(ideal - 10);
    expect(apex).toBeLessThan(ideal + 10);
    expect(events).toContain('bounce');
    expect(game.status).toBe('playing');
  });

  it('wraps around the sides of the playfield', () => {
    const game = clearedGame();
    startGame(game);
    game.toon.x = 2;
    step(game, { direction: -1 });
    expect(game.toon.x).toBeGreaterThan(WORLD_WIDTH - 5);
  });

  it('lets the toon fall off the bottom when it dawdles on the ground', () => {
    const game = clearedGame();
    startGame(game);
    const events = play(game, 30, () => still);
    expect(game.status).toBe('over');
    expect(game.endedBy).toBe('fell');
    expect(events.at(-1)).toBe('over');
    expect(toonsUpElapsedMs(game)).toBeLessThan(8000);
  });

  it('ends the game when the toon touches a Cog', () => {
    const game = clearedGame();
    startGame(game);
    game.world.cogs.push({ x: game.toon.x, y: 60, vx: 0 });
    play(game, 1, () => still);
    expect(game.endedBy).toBe('cog');
  });

  it('climbs the view faster the higher the toon has been', () => {
    expect(scrollSpeedAt(3000)).toBeGreaterThan(scrollSpeedAt(0));
    expect(scrollSpeedAt(1_000_000)).toBe(scrollSpeedAt(2_000_000));
  });
});

describe('toons-up scoring', () => {
  it('scores a point per 10 units climbed and 25 per jellybean', () => {
    const game = clearedGame();
    startGame(game);
    game.world.beans.push({ x: game.toon.x, y: 100, taken: false });
    const events = play(game, 0.4, () => still);
    expect(events).toContain('bean');
    expect(game.beans).toBe(1);
    expect(scoreOf(game)).toBe(Math.floor(game.maxHeight / 10) + BEAN_POINTS);
  });

  it('replays exactly from a seed and the same inputs', () => {
    const run = () => {
      const game = createGame(2024);
      startGame(game);
      play(game, 20);
      return { score: scoreOf(game), steps: game.steps, x: game.toon.x, y: game.toon.y, by: game.endedBy };
    };
    expect(run()).toEqual(run());
  });

  it('plays a known game under seed 6', () => {
    const game = createGame(6);
    startGame(game);
    play(game, 60);
    // A recorded replay: any change to the rules or the generator shows up here.
    expect({ score: scoreOf(game), beans: game.beans, steps: game.steps, endedBy: game.endedBy }).toEqual({
      score: 877,
      beans: 13,
      steps: 1586,
      endedBy: 'cog',
    });
  });

  it('ends at the time limit, however well the toon is doing', () => {
    const game = clearedGame();
    startGame(game);
    // Keep the toon safe on the ground: the limit, not a fall, ends the game.
    for (let i = 0; i < MAX_GAME_STEPS + 10 && game.status === 'playing'; i += 1) {
      game.cameraY = -100;
      step(game, still);
    }
    expect(game).toMatchObject({ status: 'over', endedBy: 'time', steps: MAX_GAME_STEPS });
  });
});

describe('the frame clock', () => {
  it('runs whole fixed steps and carries the rest to the next frame', () => {
    expect(stepsForFrame(0, STEP_SECONDS * 2.5)).toEqual({
      steps: 2,
      carry: expect.closeTo(STEP_SECONDS / 2),
    });
    expect(stepsForFrame(STEP_SECONDS / 2, STEP_SECONDS / 2).steps).toBe(1);
  });

  it('drops a long stall instead of replaying it', () => {
    expect(stepsForFrame(0, 3)).toEqual({ steps: 5, carry: 0 });
  });
});
