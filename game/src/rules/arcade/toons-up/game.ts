import { type Random, seededRandom } from '../random.js';
import {
  BASE_SCROLL_SPEED,
  BEAN_POINTS,
  BEAN_RADIUS,
  BOUNCE_SPEED,
  COG_RADIUS,
  GRAVITY,
  MAX_GAME_STEPS,
  MAX_SCROLL_SPEED,
  MOVE_SPEED,
  SCROLL_GAIN_PER_UNIT,
  STEP_SECONDS,
  TOON_RADIUS,
  UNITS_PER_POINT,
  VIEW_HEIGHT,
  WORLD_WIDTH,
} from './rules.js';
import { createWorld, extendWorld, pruneWorld, type World } from './world.js';

export interface Toon {
  /** Centre, horizontally. */
  x: number;
  /** Feet. */
  y: number;
  vx: number;
  vy: number;
}

export type ToonsUpStatus = 'ready' | 'playing' | 'over';

/** Why a game ended: off the bottom of the view, into a Cog, or at the time limit. */
export type ToonsUpEnd = 'fell' | 'cog' | 'time';

export interface ToonsUpGame {
  seed: number;
  status: ToonsUpStatus;
  endedBy: ToonsUpEnd | null;
  /** Simulation steps played. */
  steps: number;
  toon: Toon;
  /** World height at the bottom of the view. */
  cameraY: number;
  maxHeight: number;
  beans: number;
  world: World;
  random: Random;
}

/** What the player is pressing: -1 left, 0 nothing, 1 right. */
export type ToonsUpDirection = -1 | 0 | 1;

export interface ToonsUpInput {
  direction: ToonsUpDirection;
}

/** Things that happened in a step, for sounds and screen readers. */
export type ToonsUpEvent = 'bounce' | 'bean' | 'over';

export function createToonsUpGame(seed: number): ToonsUpGame {
  const random = seededRandom(seed);
  const world = createWorld();
  extendWorld(world, VIEW_HEIGHT + 200, random);
  return {
    seed,
    status: 'ready',
    endedBy: null,
    steps: 0,
    toon: { x: WORLD_WIDTH / 2, y: 0, vx: 0, vy: 0 },
    cameraY: -60,
    maxHeight: 0,
    beans: 0,
    world,
    random,
  };
}

/** The first jump: the toon leaves the ground and the view starts to climb. */
export function startToonsUp(game: ToonsUpGame): void {
  if (game.status !== 'ready') return;
  game.status = 'playing';
  game.toon.vy = BOUNCE_SPEED;
}

export function toonsUpScore(game: Pick<ToonsUpGame, 'maxHeight' | 'beans'>): number {
  return Math.floor(game.maxHeight / UNITS_PER_POINT) + game.beans * BEAN_POINTS;
}

export function scrollSpeedAt(height: number): number {
  return Math.min(MAX_SCROLL_SPEED, BASE_SCROLL_SPEED + height * SCROLL_GAIN_PER_UNIT);
}

/** Milliseconds of play so far (whole steps, so the same in the browser and the api). */
export function toonsUpElapsedMs(game: Pick<ToonsUpGame, 'steps'>): number {
  return Math.round(game.steps * STEP_SECONDS * 1000);
}

/**
 * Advances the game by one fixed step; mutates `game` (a frame must not allocate a new world).
 * Only exact arithmetic (no Math.hypot or other approximated functions): a replay in another
 * JavaScript engine must land on the same numbers.
 */
export function stepToonsUp(game: ToonsUpGame, input: ToonsUpInput): ToonsUpEvent[] {
  if (game.status !== 'playing') return [];
  const events: ToonsUpEvent[] = [];
  const dt = STEP_SECONDS;
  const { toon, world } = game;
  game.steps += 1;

  toon.vx = input.direction * MOVE_SPEED;
  toon.x = wrap(toon.x + toon.vx * dt);
  const feetBefore = toon.y;
  toon.vy += GRAVITY * dt;
  toon.y += toon.vy * dt;

  for (const platform of world.platforms) {
    if (platform.vx !== 0) movePlatform(platform, dt);
  }
  if (toon.vy < 0) {
    const landing = world.platforms.find(
      (platform) =>
        !platform.gone &&
        feetBefore >= platform.y &&
        toon.y <= platform.y &&
        toon.x >= platform.x - TOON_RADIUS * 0.6 &&
        toon.x <= platform.x + platform.width + TOON_RADIUS * 0.6,
    );
    if (landing) {
      toon.y = landing.y;
      toon.vy = BOUNCE_SPEED;
      if (landing.kind === 'cloud') landing.gone = true;
      events.push('bounce');
    }
  }
  game.maxHeight = Math.max(game.maxHeight, toon.y);

  const centreY = toon.y + TOON_RADIUS;
  for (const bean of world.beans) {
    if (!bean.taken && closerThan(toon.x, centreY, bean.x, bean.y, TOON_RADIUS + BEAN_RADIUS)) {
      bean.taken = true;
      game.beans += 1;
      events.push('bean');
    }
  }
  for (const cog of world.cogs) {
    cog.x += cog.vx * dt;
    if (cog.x < COG_RADIUS || cog.x > WORLD_WIDTH - COG_RADIUS) {
      cog.vx = -cog.vx;
      cog.x = Math.min(WORLD_WIDTH - COG_RADIUS, Math.max(COG_RADIUS, cog.x));
    }
    // A little forgiveness: the Cog's teeth are drawn, not solid.
    if (closerThan(toon.x, centreY, cog.x, cog.y, TOON_RADIUS + COG_RADIUS * 0.75)) {
      return end(game, 'cog', events);
    }
  }

  // The view follows a climbing toon and creeps up on its own, faster the higher it is.
  game.cameraY = Math.max(game.cameraY + scrollSpeedAt(game.maxHeight) * dt, toon.y - VIEW_HEIGHT * 0.55);
  if (toon.y + TOON_RADIUS * 2 < game.cameraY) return end(game, 'fell', events);
  if (game.steps >= MAX_GAME_STEPS) return end(game, 'time', events);

  extendWorld(world, game.cameraY + VIEW_HEIGHT + 200, game.random);
  if (game.steps % 30 === 0) pruneWorld(world, game.cameraY - 40);
  return events;
}

function end(game: ToonsUpGame, cause: ToonsUpEnd, events: ToonsUpEvent[]): ToonsUpEvent[] {
  game.status = 'over';
  game.endedBy = cause;
  events.push('over');
  return events;
}

function movePlatform(platform: World['platforms'][number], dt: number): void {
  platform.x += platform.vx * dt;
  if (platform.x < 0 || platform.x + platform.width > WORLD_WIDTH) {
    platform.vx = -platform.vx;
    platform.x = Math.min(WORLD_WIDTH - platform.width, Math.max(0, platform.x));
  }
}

/** The playfield wraps: leaving one side brings the toon in on the other. */
function wrap(x: number): number {
  if (x < 0) return x + WORLD_WIDTH;
  if (x >= WORLD_WIDTH) return x - WORLD_WIDTH;
  return x;
}

/** Whether two points are less than `reach` apart (squared: exact in every engine). */
function closerThan(ax: number, ay: number, bx: number, by: number, reach: number): boolean {
  const dx = ax - bx;
  const dy = ay - by;
  return dx * dx + dy * dy < reach * reach;
}
