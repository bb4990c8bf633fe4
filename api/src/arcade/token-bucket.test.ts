import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-bucket.js';

describe('token buckets', () => {
  it('start full, refill at their rate and never hold more than their capacity', () => {
    const buckets = new TokenBuckets({ capacity: 10, refillPerSecond: 2 });
    expect(buckets.available('a', 0)).toBe(10);
    expect(buckets.trySpend('a', 8, 0)).toBe(true);
    expect(buckets.available('a', 0)).toBe(2);
    expect(buckets.available('a', 1500)).toBe(5);
    expect(buckets.available('a', 60_000)).toBe(10);
    expect(buckets.available('b', 0)).toBe(10);
  });

  it('refuse a request they cannot cover, taking nothing, and say when they can', () => {
    const buckets = new TokenBuckets({ capacity: 10, refillPerSecond: 2 });
    buckets.spend('a', 9, 0);
    expect(buckets.trySpend('a', 3, 0)).toBe(false);
    expect(buckets.available('a', 0)).toBe(1);
    expect(buckets.msUntil('a', 3, 0)).toBe(1000);
    expect(buckets.msUntil('a', 1, 0)).toBe(0);
    expect(buckets.msUntil('a', 11, 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('let work already done run into debt, which delays the next request', () => {
    const buckets = new TokenBuckets({ capacity: 10, refillPerSecond: 2 });
    buckets.spend('a', 16, 0);
    expect(buckets.available('a', 0)).toBe(-6);
    expect(buckets.msUntil('a', 1, 0)).toBe(3500);
    expect(buckets.trySpend('a', 1, 3000)).toBe(false);
    expect(buckets.trySpend('a', 1, 3500)).toBe(true);
  });
});
