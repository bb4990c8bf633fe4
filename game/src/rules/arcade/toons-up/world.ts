import { type Random, randomInt } from '../random.js';
import {
  BEAN_CHANCE,
  COG_FREE_HEIGHT,
  COG_RADIUS,
  MAX_COG_CHANCE,
  MAX_GAP_HIGH,
  MAX_GAP_LOW,
  MIN_GAP,
  PLATFORM_WIDTH,
  WORLD_WIDTH,
} from './rules.js';

export interface Platform {
  /** Left edge. */
  x: number;
  /** Top surface. */
  y: number;
  width: number;
  /** Horizontal speed; moving platforms appear higher up. */
  vx: number;
  /** A cloud holds one bounce, then drifts away. */
  kind: 'ground' | 'solid' | 'cloud';
  gone: boolean;
}

export interface Bean {
  x: number;
  y: number;
  taken: boolean;
}

export interface Cog {
  x: number;
  y: number;
  vx: number;
}

export interface World {
  platforms: Platform[];
  beans: Bean[];
  cogs: Cog[];
  /** Height of the next platform to generate. */
  nextPlatformY: number;
}

/** 0 at the ground, 1 from 6,000 units up: how hard the world is at a height. */
export function difficultyAt(height: number): number {
  return Math.min(1, Math.max(0, height / 6000));
}

export function createWorld(): World {
  return {
    platforms: [{ x: 0, y: 0, width: WORLD_WIDTH, vx: 0, kind: 'ground', gone: false }],
    beans: [],
    cogs: [],
    nextPlatformY: 90,
  };
}

/** Adds platforms (with their jellybeans and Cogs) until the world reaches `top`. */
export function extendWorld(world: World, top: number, random: Random): void {
  while (world.nextPlatformY < top) {
    const y = world.nextPlatformY;
    const hardness = difficultyAt(y);
    const x = randomInt(random, 0, WORLD_WIDTH - PLATFORM_WIDTH);
    const moving = random() < hardness * 0.5;
    const cloud = !moving && random() < hardness * 0.3;
    world.platforms.push({
      x,
      y,
      width: PLATFORM_WIDTH,
      vx: moving ? (random() < 0.5 ? -1 : 1) * (40 + 80 * hardness) : 0,
      kind: cloud ? 'cloud' : 'solid',
      gone: false,
    });
    if (random() < BEAN_CHANCE) {
      world.beans.push({ x: x + PLATFORM_WIDTH / 2, y: y + 40 + randomInt(random, 0, 30), taken: false });
    }
    const maxGap = MAX_GAP_LOW + (MAX_GAP_HIGH - MAX_GAP_LOW) * hardness;
    const gap = randomInt(random, MIN_GAP, Math.round(maxGap));
    if (y > COG_FREE_HEIGHT && random() < MAX_COG_CHANCE * (0.3 + 0.7 * hardness)) {
      world.cogs.push({
        x: randomInt(random, COG_RADIUS, WORLD_WIDTH - COG_RADIUS),
        y: y + gap / 2,
        vx: (random() < 0.5 ? -1 : 1) * (50 + 110 * hardness),
      });
    }
    world.nextPlatformY = y + gap;
  }
}

/** Forgets what has scrolled out of sight below `bottom`. */
export function pruneWorld(world: World, bottom: number): void {
  world.platforms = world.platforms.filter((platform) => platform.y > bottom && !platform.gone);
  world.beans = world.beans.filter((bean) => bean.y > bottom && !bean.taken);
  world.cogs = world.cogs.filter((cog) => cog.y > bottom - COG_RADIUS);
}
