import type { BucketMap } from 'shared-contracts/domain';
import type { Playground } from 'trinket-game/data';

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
 * The buckets with a new count at a location (below zero counts as zero), or null when nothing
 * changes, e.g. taking one away at zero. A location back at zero is dropped.
 */
export function withBucketCount(buckets: BucketMap, location: string, count: number): BucketMap | null {
  const next = Math.max(0, count);
  if (next === bucketCount(buckets, location)) return null;
  const updated: BucketMap = { ...buckets };
  if (next === 0) delete updated[location];
  else updated[location] = next;
  return updated;
}

/** Every bucket recorded. */
export function totalBuckets(buckets: BucketMap): number {
  return Object.values(buckets).reduce((sum, count) => sum + count, 0);
}
