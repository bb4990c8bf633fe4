// How much of a game a claim may log: what a real player produces, with room to spare. Kept apart
// from the game code so the claim schemas (shared-contracts/domain) carry only these numbers.

/**
 * Most direction changes a toons-up log may hold: five a second for the longest game, more than a
 * player tapping left and right makes, and about 66 kB of JSON at most.
 */
export const MAX_TOONS_UP_INPUTS = 6000;

/** Most moves a cogsweeper log may hold: four per cell of the largest board leaves room for marks. */
export const MAX_SWEEP_MOVES = 4 * 30 * 24;
