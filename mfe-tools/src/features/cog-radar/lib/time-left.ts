// The end of an invasion estimated from the rate the radar itself observed: cogs defeated between
// two reports of the district, divided by the time between them.

export interface ProgressObservation {
  /** The district's report time (the invasion's `asOf`), epoch seconds. */
  asOf: number;
  defeated: number;
}

/**
 * Epoch seconds when `total` will be reached at the observed rate, or null when the rate is not
 * known yet (fewer than two reports with time and progress between them).
 */
export function estimateEnd(observations: readonly ProgressObservation[], total: number): number | null {
  const ordered = [...observations].sort((a, b) => a.asOf - b.asOf);
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  if (!first || !last || last.asOf <= first.asOf) return null;
  const rate = (last.defeated - first.defeated) / (last.asOf - first.asOf);
  if (!(rate > 0)) return null;
  const remaining = Math.max(0, total - last.defeated);
  return last.asOf + remaining / rate;
}

/** Seconds from `now` until `end` (never negative), or null without an estimate. */
export function secondsLeft(end: number | null, now: number): number | null {
  return end === null ? null : Math.max(0, end - now);
}
