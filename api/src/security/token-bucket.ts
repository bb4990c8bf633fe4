// Token buckets in memory, one per key: each holds up to `capacity` tokens and refills evenly over
// `periodMs`, so a caller may burst up to the limit and then continues at the average rate.
// In memory on purpose: the api is stateless behind a load balancer, so each replica limits on its
// own (the effective limit is replicas × limit), which is enough to blunt floods and scripts.

export interface TokenBucketOptions {
  /** Requests allowed per period (the burst size too). */
  capacity: number;
  periodMs: number;
  /** Most keys remembered; beyond it idle (full) buckets, then the oldest, are forgotten. */
  maxKeys?: number;
  /** ms since the epoch. */
  now?: () => number;
}

export type Take = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

export interface TokenBuckets {
  take(key: string): Take;
  readonly size: number;
}

export function createTokenBuckets({
  capacity,
  periodMs,
  maxKeys = 50_000,
  now = Date.now,
}: TokenBucketOptions): TokenBuckets {
  const buckets = new Map<string, Bucket>();

  const refilled = (bucket: Bucket, at: number) =>
    Math.min(capacity, bucket.tokens + (Math.max(0, at - bucket.at) * capacity) / periodMs);

  // Keeps memory bounded when many addresses pass by (a scan, a botnet): a full bucket carries no
  // information, so forgetting it changes nothing; only then are the longest-untouched dropped.
  function makeRoom(at: number) {
    if (buckets.size < maxKeys) return;
    for (const [key, bucket] of buckets) {
      if (refilled(bucket, at) >= capacity) buckets.delete(key);
    }
    for (const key of buckets.keys()) {
      if (buckets.size < maxKeys) break;
      buckets.delete(key);
    }
  }

  return {
    take(key) {
      const at = now();
      const existing = buckets.get(key);
      if (!existing) makeRoom(at);
      const tokens = existing ? refilled(existing, at) : capacity;
      // Re-inserting moves the key to the end of the Map: iteration order is least recently used.
      buckets.delete(key);
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, at });
        return { ok: true, remaining: Math.floor(tokens - 1) };
      }
      buckets.set(key, { tokens, at });
      // The epsilon keeps float noise (1800.0000001 s) from rounding a whole second up.
      const waitSeconds = ((1 - tokens) * periodMs) / capacity / 1000;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitSeconds - 1e-6)) };
    },
    get size() {
      return buckets.size;
    },
  };
}
