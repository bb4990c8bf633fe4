// How much a list of refused game values holds (trinket-game's game-read screen makes them, the
// schemas in game-value-refusal.ts read them back), without zod.

/** A read lists at most this many refusals (a broken game could send thousands). */
export const MAX_LISTED_REFUSALS = 50;
/** Text in a refusal (a key, a name) is cut to this many characters. */
export const MAX_REFUSAL_TEXT = 100;
/** A refused value's path has at most this many parts (the deepest: a fish's weight, 6). */
export const MAX_REFUSAL_PATH = 8;
/** A refusal's rule in words is at most this long (a list of six remotes fits). */
export const MAX_REFUSAL_RULE = 600;
