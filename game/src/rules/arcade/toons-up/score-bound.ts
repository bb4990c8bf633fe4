import {
  BEAN_POINTS,
  BEAN_RADIUS,
  BOUNCE_SPEED,
  MAX_GAME_STEPS,
  MIN_GAP,
  STEP_SECONDS,
  TOON_RADIUS,
  UNITS_PER_POINT,
} from './rules.js';
import { createWorld } from './world.js';

/** Where the first platform above the ground is generated (createWorld's first nextPlatformY). */
const FIRST_PLATFORM_Y = createWorld().nextPlatformY;
/** The lowest a jellybean sits above its platform (world.ts places one 40 to 70 units up). */
const BEAN_LIFT = 40;

/**
 * The highest score any game can reach in `steps` steps, from the rules alone, so the api can refuse
 * an impossible claim before it replays anything:
 * - the toon never rises faster than BOUNCE_SPEED (gravity only slows it; a bounce resets it), so
 *   its height is at most BOUNCE_SPEED · STEP_SECONDS per step;
 * - a jellybean hangs above a platform (one at most per platform), platforms are at least MIN_GAP
 *   apart from FIRST_PLATFORM_Y up, and a bean is taken only within TOON_RADIUS + BEAN_RADIUS of
 *   the toon's centre (TOON_RADIUS above its feet): so a toon whose feet never passed `height`
 *   took only beans of platforms below `height + reach`.
 */
export function maxToonsUpScore(steps: number): number {
  const played = Math.min(Math.max(0, Math.floor(steps)), MAX_GAME_STEPS);
  const height = played * BOUNCE_SPEED * STEP_SECONDS;
  const beanReach = height + TOON_RADIUS + TOON_RADIUS + BEAN_RADIUS - BEAN_LIFT;
  const platforms =
    beanReach < FIRST_PLATFORM_Y ? 0 : Math.floor((beanReach - FIRST_PLATFORM_Y) / MIN_GAP) + 1;
  return Math.floor(height / UNITS_PER_POINT) + platforms * BEAN_POINTS;
}
