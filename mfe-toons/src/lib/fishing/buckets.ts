/**
 * How many fish a bucket holds: 20, a new toon's fish tank capacity in the game
 * (`setMaxFishTank(uint8 = 20)` in etc/toon.dc of the open Toontown source,
 * github.com/open-toontown/open-toontown). The capacity is a per-toon field that can grow, so this
 * is the standard bucket.
 */
export const FISH_PER_BUCKET = 20;
