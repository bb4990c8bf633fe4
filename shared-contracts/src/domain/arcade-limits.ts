// How much of a game a claim may log: what a real player produces, with room to spare. Here, with the
// claim schemas, rather than in trinket-game: the game's rules read these numbers from the contracts.

/**
 * Most direction changes a toons-up log may hold: five a second for the longest game, more than a
 * player tapping left and right makes, and about 66 kB of JSON at most.
 */
export const MAX_TOONS_UP_INPUTS = 6000;

/** Most moves a cogsweeper log may hold: four per cell of the largest board leaves room for marks. */
export const MAX_SWEEP_MOVES = 4 * 30 * 24;

/**
 * A toons-up game ends after 20 minutes of play whatever happens (ended by 'time'): it keeps the api's
 * replay of a claimed game bounded (72,000 steps of 1/60 s, well under a second of work).
 */
export const MAX_TOONS_UP_STEPS = 20 * 60 * 60;
