// How often a port link asks a game for its data. The game answers `{"request": "all"}` with one
// frame and never pushes; a request made before the player allowed the link may be dropped
// (the README, "ToonLink simulator", describes the protocol). So the page
// keeps at most one request waiting per socket, counts it lost after a wait that grows, and never
// asks faster because the game is slow or sends frames it cannot read.

/** How often a linked toon's data is asked for again once the game answered. */
export const REFRESH_INTERVAL_MS = 30_000;

/**
 * Before the game's first answer, a request may have been dropped while the player read the
 * game's prompt: it counts as lost after one second, then two, four, eight, then ten at most.
 */
export const FIRST_ANSWER_RETRY_MS = 1_000;
export const MAX_FIRST_ANSWER_WAIT_MS = 10_000;

/** Once the game has answered, a refresh counts as lost after 15 s, then 30 s, then each minute. */
export const FIRST_REFRESH_WAIT_MS = 15_000;
export const MAX_REFRESH_WAIT_MS = 60_000;

/** After a frame the site cannot read, the next request waits 2 s, then 4, 8, 16, then 30 at most. */
export const FIRST_UNREADABLE_WAIT_MS = 2_000;
export const MAX_UNREADABLE_WAIT_MS = 30_000;

function doubling(first: number, max: number, times: number): number {
  const exponent = Math.max(0, Math.min(Math.floor(times), 10));
  return Math.min(max, first * 2 ** exponent);
}

/**
 * How long a request waits for its answer before it counts as lost and is made again, after
 * `lost` requests in a row went unanswered. `answeredBefore`: the game has answered on this socket.
 */
export function answerWait(lost: number, answeredBefore: boolean): number {
  return answeredBefore
    ? doubling(FIRST_REFRESH_WAIT_MS, MAX_REFRESH_WAIT_MS, lost)
    : doubling(FIRST_ANSWER_RETRY_MS, MAX_FIRST_ANSWER_WAIT_MS, lost);
}

/** How long to wait before asking again after `unreadable` answers in a row the site could not use. */
export function unreadableWait(unreadable: number): number {
  return doubling(FIRST_UNREADABLE_WAIT_MS, MAX_UNREADABLE_WAIT_MS, unreadable - 1);
}
