import { describe, expect, it } from 'vitest';
import { LCP_BUCKET_BOUNDS, lcpBucketOf, percentileFromHistogram } from './lcp-buckets.js';

const histogramOf = (samples: number[]) => {
  const histogram = new Map<number, number>();
  for (const ms of samples) histogram.set(lcpBucketOf(ms), (histogram.get(lcpBucketOf(ms)) ?? 0) + 1);
  return histogram;
};

describe('LCP histogram', () => {
  it('puts a value in the bucket whose upper bound it does not pass', () => {
    expect(lcpBucketOf(0)).toBe(0);
    expect(lcpBucketOf(100)).toBe(0);
    expect(lcpBucketOf(101)).toBe(1);
    expect(LCP_BUCKET_BOUNDS[lcpBucketOf(2500)]).toBe(2500);
    expect(LCP_BUCKET_BOUNDS[lcpBucketOf(2501)]).toBe(2750);
    expect(lcpBucketOf(500_000)).toBe(LCP_BUCKET_BOUNDS.length - 1);
  });

  it('reads the p75 inside its bucket, within that bucket of the exact p75', () => {
    // 100 samples, 1000, 1010, …, 1990 ms: the exact p75 is about 1750 ms.
    const samples = Array.from({ length: 100 }, (_, index) => 1000 + index * 10);
    const p75 = percentileFromHistogram(histogramOf(samples), 0.75);
    expect(p75).not.toBeNull();
    expect(Math.abs((p75 ?? 0) - 1750)).toBeLessThanOrEqual(200);
    // Every sample in one bucket (2251-2500): the p75 lies in it.
    expect(percentileFromHistogram(histogramOf([2300, 2400, 2450, 2490]), 0.75)).toBeGreaterThan(2250);
    expect(percentileFromHistogram(histogramOf([2300, 2400, 2450, 2490]), 0.75)).toBeLessThanOrEqual(2500);
  });

  it('has no p75 without samples', () => {
    expect(percentileFromHistogram(new Map(), 0.75)).toBeNull();
  });
});
