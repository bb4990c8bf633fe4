import { describe, expect, it } from 'vitest';
import { bucketCount, bucketGroups, totalBuckets, withBucketCount } from './buckets';

describe('bucketGroups', () => {
  it('lists each playground before its streets', () => {
    expect(
      bucketGroups([
        { name: 'Park', streets: ['First Street', 'Second Street'] },
        { name: 'Garden', streets: [] },
      ]),
    ).toEqual([
      { playground: 'Park', locations: ['Park', 'First Street', 'Second Street'] },
      { playground: 'Garden', locations: ['Garden'] },
    ]);
  });
});

describe('withBucketCount', () => {
  it('sets the count at a new location', () => {
    expect(withBucketCount({}, 'Park', 1)).toEqual({ Park: 1 });
  });

  it('changes an existing count, leaving the others', () => {
    expect(withBucketCount({ Park: 3, Garden: 1 }, 'Park', 2)).toEqual({ Park: 2, Garden: 1 });
  });

  it('drops a location that goes back to zero', () => {
    expect(withBucketCount({ Park: 1, Garden: 1 }, 'Park', 0)).toEqual({ Garden: 1 });
  });

  it('never goes below zero: taking one away at zero changes nothing', () => {
    expect(withBucketCount({ Garden: 1 }, 'Park', -1)).toBeNull();
    expect(withBucketCount({ Park: 2 }, 'Park', -5)).toEqual({});
  });

  it('changes nothing when the count is the same', () => {
    expect(withBucketCount({ Park: 2 }, 'Park', 2)).toBeNull();
  });
});

describe('bucketCount and totalBuckets', () => {
  it('read counts, 0 for a missing or inherited key', () => {
    expect(bucketCount({ Park: 2 }, 'Park')).toBe(2);
    expect(bucketCount({}, 'toString')).toBe(0);
    expect(totalBuckets({ Park: 2, Garden: 5 })).toBe(7);
    expect(totalBuckets({})).toBe(0);
  });
});
