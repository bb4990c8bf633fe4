// A toon's rewards before it has any, without zod (new toons are made in the game rules too).
import type { Rewards } from './toon.js';

/** Fresh empty rewards. */
export function emptyRewards(): Rewards {
  return { sos: {}, unites: {}, summons: {}, pinkSlips: 0, remotes: {} };
}
