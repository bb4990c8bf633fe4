// The release history: one row per release, promote, rollback, canary and canary end, written in
// the same transaction as the switch it records, so the history never disagrees with the channels.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, RemoteReleaseEventsTable } from '../db/schema.js';

export type ReleaseDb = Kysely<Database> | Transaction<Database>;
export type ReleaseAction = Selectable<RemoteReleaseEventsTable>['action'];

export interface ReleaseEvent {
  remote: string;
  action: ReleaseAction;
  version: string | null;
  fromVersion?: string | null;
  reason?: string | null;
  /** Anything JSON: the figures that tripped an automatic rollback, a canary's share. */
  figures?: unknown;
  /** `token` (RELEASE_TOKEN), `auto`, or the moderator's uid. */
  actor: string;
  at: Date;
}

export async function writeReleaseEvent(db: ReleaseDb, event: ReleaseEvent): Promise<void> {
  await db
    .insertInto('remote_release_events')
    .values({
      remote: event.remote,
      action: event.action,
      version: event.version,
      from_version: event.fromVersion ?? null,
      reason: event.reason ?? null,
      figures: event.figures === undefined ? null : JSON.stringify(event.figures),
      actor: event.actor,
      at: event.at,
    })
    .execute();
}
