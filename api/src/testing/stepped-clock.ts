/** A clock a test moves by hand: `now()` in ms, `advance(ms)` to let time pass. */
export function steppedClock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
