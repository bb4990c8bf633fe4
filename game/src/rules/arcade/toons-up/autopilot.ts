import type { ToonsUpGame, ToonsUpInput } from './game.js';
import { GRAVITY } from './rules.js';

/**
 * A simple player for the unit tests: steers under the highest platform the toon can
 * still land on (below the top of its jump, below its feet once falling), dodging nothing.
 */
export function autopilot(game: ToonsUpGame): ToonsUpInput {
  const { toon } = game;
  const apex = toon.vy > 0 ? toon.y + (toon.vy * toon.vy) / (2 * -GRAVITY) : toon.y;
  let target: ToonsUpGame['world']['platforms'][number] | undefined;
  for (const platform of game.world.platforms) {
    if (platform.gone || platform.y > apex - 10) continue;
    if (!target || platform.y > target.y) target = platform;
  }
  if (!target) return { direction: 0 };
  const centre = target.x + target.width / 2;
  if (Math.abs(centre - toon.x) < 8) return { direction: 0 };
  return { direction: centre > toon.x ? 1 : -1 };
}
