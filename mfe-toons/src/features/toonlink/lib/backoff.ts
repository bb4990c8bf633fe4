/** First wait before trying a port again after it had no game. */
export const FIRST_RETRY_MS = 1_000;
/** Longest wait between tries of a port without a game. */
export const MAX_RETRY_MS = 30_000;

/**
 * How long to wait before the next try of a port after `failures` tries in a row found no game:
 * doubling from one second up to thirty, so an empty port is checked quietly, never hammered.
 */
export function retryDelay(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 10));
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** exponent);
}
