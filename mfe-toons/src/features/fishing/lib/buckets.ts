import type { BucketMap } from 'shared-contracts';
import type { Playground } from 'shared-contracts/game-data';

export type BucketGroup = { playground: string; locations: readonly string[] };

/** The ponds to count buckets at, one group per playground: the playground, then its streets. */
export function bucketGroups(playgrounds: readonly Playground[]): BucketGroup[] {
  return playgrounds.map((playground) => ({
    playground: playground.name,
    locations: [playground.name, ...playground.streets],
  }));
}

/** Buckets sold at a location, 0 when none were recorded. */
export function bucketCount(buckets: BucketMap, location: string): number {
  return Object.hasOwn(buckets, location) ? (buckets[location] ?? 0) : 0;
}

/**
 * The buckets after adding `change` at a location, or null when nothing changes (taking one
 * away at zero: a count never goes below zero). A location back at zero is dropped.
 */
export function changeBuckets(buckets: BucketMap, location: string, change: number): BucketMap | null {
  const current = bucketCount(buckets, location);
  const next = Math.max(0, current + change);
  if (next === current) return null;
  const updated: BucketMap = { ...buckets };
  if (next === 0) delete updated[location];
  else updated[location] = next;
  return updated;
}

/** Every bucket recorded. */
export function totalBuckets(buckets: BucketMap): number {
  return Object.values(buckets).reduce((sum, count) => sum + count, 0);
}
