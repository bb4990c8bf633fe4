// GET /api/releases/live is read by every site server every few seconds: each replica keeps the
// answer LIVE_FRESH_MS, shares one database read among concurrent requests, and drops it at once
// when a switch is made through it (other replicas follow within LIVE_FRESH_MS). Each answer carries
// an ETag of its bytes, the same on every replica for the same state.
import { createHash } from 'node:crypto';
import type { LiveReleases } from 'shared-contracts/domain';

export const LIVE_FRESH_MS = 1_000;

export interface LiveAnswer {
  body: string;
  etag: string;
}

export function liveCache(read: () => Promise<LiveReleases>, now: () => number = () => performance.now()) {
  let kept: { answer: LiveAnswer; at: number } | undefined;
  let pending: Promise<LiveAnswer> | undefined;
  let generation = 0;
  return {
    async get(): Promise<LiveAnswer> {
      if (kept && now() - kept.at < LIVE_FRESH_MS) return kept.answer;
      if (!pending) {
        const started = generation;
        const at = now();
        const reading: Promise<LiveAnswer> = read()
          .then((live) => {
            const body = JSON.stringify(live);
            const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
            const answer = { body, etag };
            // A switch made while this read ran may be missing from it: not kept.
            if (started === generation) kept = { answer, at };
            return answer;
          })
          .finally(() => {
            if (pending === reading) pending = undefined;
          });
        pending = reading;
      }
      return pending;
    },
    /** A switch was made: the next read goes to the database. */
    drop() {
      generation += 1;
      kept = undefined;
      pending = undefined;
    },
  };
}
