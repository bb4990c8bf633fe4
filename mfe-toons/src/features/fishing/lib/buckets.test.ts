import { describe, expect, it } from 'vitest';
import { bucketCount, bucketGroups, changeBuckets, totalBuckets } from './buckets';

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

describe('changeBuckets', () => {
  it('adds a bucket at a new location', () => {
    expect(changeBuckets({}, 'Park', 1)).toEqual({ Park: 1 });
  });

  it('takes one away', () => {
    expect(changeBuckets({ Park: 3, Garden: 1 }, 'Park', -1)).toEqual({ Park: 2, Garden: 1 });
  });

  it('drops a location that goes back to zero', () => {
    expect(changeBuckets({ Park: 1, Garden: 1 }, 'Park', -1)).toEqual({ Garden: 1 });
  });

  it('changes nothing when taking one away at zero', () => {
    expect(changeBuckets({ Garden: 1 }, 'Park', -1)).toBeNull();
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
