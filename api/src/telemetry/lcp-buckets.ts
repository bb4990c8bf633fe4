// LCP is kept as a histogram per minute rather than as samples: a p75 over any window is then a
// sum of a few rows, and no sample is stored. Finer steps where Core Web Vitals draw their lines
// (2.5 s "good", 4 s "poor": web.dev/articles/lcp), coarser beyond.

/** Each bucket's upper bound, in ms; bucket i holds (bounds[i-1], bounds[i]]. The last ends at 120 s. */
export const LCP_BUCKET_BOUNDS: readonly number[] = [
  100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2250, 2500, 2750, 3000,
  3500, 4000, 4500, 5000, 6000, 7000, 8000, 10_000, 12_000, 15_000, 20_000, 30_000, 60_000, 120_000,
];

/** The bucket an LCP of `ms` falls in (values above the last bound join the last bucket). */
export function lcpBucketOf(ms: number): number {
  const index = LCP_BUCKET_BOUNDS.findIndex((bound) => ms <= bound);
  return index === -1 ? LCP_BUCKET_BOUNDS.length - 1 : index;
}

/**
 * The p-th percentile (0-1) of the samples counted in `histogram` (bucket index to count), read
 * linearly inside the bucket it falls in; null with no samples. Off by at most the bucket's width.
 */
export function percentileFromHistogram(histogram: ReadonlyMap<number, number>, p: number): number | null {
  const total = [...histogram.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = p * total;
  let below = 0;
  for (let bucket = 0; bucket < LCP_BUCKET_BOUNDS.length; bucket++) {
    const count = histogram.get(bucket) ?? 0;
    if (count > 0 && below + count >= rank) {
      const lower = bucket === 0 ? 0 : (LCP_BUCKET_BOUNDS[bucket - 1] ?? 0);
      const upper = LCP_BUCKET_BOUNDS[bucket] ?? lower;
      return Math.round(lower + ((upper - lower) * (rank - below)) / count);
    }
    below += count;
  }
  return LCP_BUCKET_BOUNDS.at(-1) ?? null;
}
