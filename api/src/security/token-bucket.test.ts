import { describe, expect, it } from 'vitest';
import { createTokenBuckets } from './token-bucket.js';

function clockAt(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createTokenBuckets', () => {
  it('lets a burst of `capacity` through, then says when the next token comes', () => {
    const clock = clockAt();
    const buckets = createTokenBuckets({ capacity: 3, periodMs: 60_000, now: clock.now });
    expect([1, 2, 3].map(() => buckets.take('a').ok)).toEqual([true, true, true]);
    // 3 a minute: one token every 20 s.
    expect(buckets.take('a')).toEqual({ ok: false, retryAfterSeconds: 20 });
    clock.advance(15_000);
    expect(buckets.take('a')).toEqual({ ok: false, retryAfterSeconds: 5 });
    clock.advance(5_000);
    expect(buckets.take('a')).toEqual({ ok: true, remaining: 0 });
    expect(buckets.take('a').ok).toBe(false);
  });

  it('keeps each key apart and never refills beyond capacity', () => {
    const clock = clockAt();
    const buckets = createTokenBuckets({ capacity: 2, periodMs: 1_000, now: clock.now });
    buckets.take('a');
    buckets.take('a');
    expect(buckets.take('a').ok).toBe(false);
    expect(buckets.take('b')).toEqual({ ok: true, remaining: 1 });
    clock.advance(3_600_000);
    expect(buckets.take('a')).toEqual({ ok: true, remaining: 1 });
  });

  it('a denied request does not push the wait further out', () => {
    const clock = clockAt();
    const buckets = createTokenBuckets({ capacity: 1, periodMs: 10_000, now: clock.now });
    buckets.take('a');
    for (let i = 0; i < 5; i++) expect(buckets.take('a').ok).toBe(false);
    clock.advance(10_000);
    expect(buckets.take('a').ok).toBe(true);
  });

  it('remembers at most maxKeys keys, forgetting idle ones first, then the least recently used', () => {
    const clock = clockAt();
    const buckets = createTokenBuckets({ capacity: 2, periodMs: 1_000, maxKeys: 3, now: clock.now });
    buckets.take('busy');
    buckets.take('busy');
    buckets.take('idle');
    clock.advance(500); // "idle" is full again, so forgetting it loses nothing; "busy" has 1 token
    buckets.take('other');
    buckets.take('busy');
    buckets.take('new'); // room for it: "idle" goes
    expect(buckets.size).toBe(3);
    expect(buckets.take('busy').ok).toBe(false);
    for (let i = 0; i < 100; i++) buckets.take(`scan-${i}`);
    expect(buckets.size).toBe(3);
  });
});
