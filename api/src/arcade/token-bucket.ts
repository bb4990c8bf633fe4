// Token buckets kept in this process's memory, one per key (an account, an address): each holds up
// to `capacity` tokens and gains `refillPerSecond` back. In memory on purpose: they bound the work
// this process does (replays, board moves), which is per replica anyway, and checking them costs no
// database round trip. A full bucket is forgotten, so only keys in use take memory.
import { LRUCache } from 'lru-cache';

export interface BucketRule {
  capacity: number;
  refillPerSecond: number;
}

interface Level {
  tokens: number;
  /** ms since epoch when `tokens` was last brought up to date. */
  at: number;
}

/** How many keys are remembered at most; the least recently used is dropped (starts full again). */
const MAX_KEYS = 100_000;

export class TokenBuckets {
  readonly #rule: BucketRule;
  readonly #levels = new LRUCache<string, Level>({ max: MAX_KEYS });

  constructor(rule: BucketRule) {
    if (rule.capacity <= 0 || rule.refillPerSecond <= 0)
      throw new RangeError('A bucket needs room and a refill');
    this.#rule = rule;
  }

  /** Tokens `key` holds at `nowMs` (negative while it pays back a debt). */
  available(key: string, nowMs: number): number {
    const level = this.#levels.get(key);
    if (!level) return this.#rule.capacity;
    const gained = (Math.max(0, nowMs - level.at) / 1000) * this.#rule.refillPerSecond;
    return Math.min(this.#rule.capacity, level.tokens + gained);
  }

  /**
   * Takes `amount` tokens, even past zero (work already done is paid for in full; the debt delays
   * the next request).
   */
  spend(key: string, amount: number, nowMs: number): void {
    const tokens = this.available(key, nowMs) - amount;
    if (tokens >= this.#rule.capacity) this.#levels.delete(key);
    else this.#levels.set(key, { tokens, at: nowMs });
  }

  /** Takes `amount` tokens when `key` holds that many; otherwise takes none and says so. */
  trySpend(key: string, amount: number, nowMs: number): boolean {
    if (this.available(key, nowMs) < amount) return false;
    this.spend(key, amount, nowMs);
    return true;
  }

  /** ms until `key` holds `amount` tokens (0 when it already does; Infinity beyond the capacity). */
  msUntil(key: string, amount: number, nowMs: number): number {
    if (amount > this.#rule.capacity) return Number.POSITIVE_INFINITY;
    const missing = amount - this.available(key, nowMs);
    return missing <= 0 ? 0 : Math.ceil((missing / this.#rule.refillPerSecond) * 1000);
  }
}
