// The per-minute counts are kept a week: the status page reads the last hour, and a canary's
// window rarely outlives a day. Older minutes are deleted by whichever replica next counts a
// beacon after an hour has passed since it last pruned (by the minute index, a cheap delete).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export const TELEMETRY_KEPT_MS = 7 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/** Deletes every count of a minute before `before`. */
export async function pruneTelemetry(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('remote_telemetry_lcp').where('minute', '<', before).execute();
  await db.deleteFrom('remote_telemetry_minutes').where('minute', '<', before).execute();
}

/** A pruner for one replica: prunes on the first call, then at most once an hour. */
export function telemetryPruner(db: Kysely<Database>) {
  let last: number | undefined;
  return async (now: Date): Promise<void> => {
    if (last !== undefined && now.getTime() - last < PRUNE_EVERY_MS) return;
    last = now.getTime();
    await pruneTelemetry(db, new Date(now.getTime() - TELEMETRY_KEPT_MS));
  };
}
