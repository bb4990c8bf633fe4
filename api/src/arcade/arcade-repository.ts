// Arcade rows: the daily award ledger and the best results. Everything for one claim runs in a
// transaction holding the user's row lock, so two claims at once cannot both slip under the cap.
import { type Kysely, sql } from 'kysely';
import type { ArcadeRecords } from 'shared-contracts/domain';
import { ArcadeRecordsSchema } from 'shared-contracts/domain';
import type { Database } from '../db/schema.js';
import { cappedAward, type RecordEntry } from './award-rules.js';

export interface AwardClaim {
  uid: string;
  /** The UTC day, 'YYYY-MM-DD'. */
  day: string;
  earned: number;
  cap: number;
  record: RecordEntry | null;
  at: Date;
}

export type AwardOutcome =
  | { kind: 'no-user' }
  | { kind: 'awarded'; awarded: number; jellybeans: number; awardedToday: number; capReached: boolean };

export async function claimAward(db: Kysely<Database>, claim: AwardClaim): Promise<AwardOutcome> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('jellybeans')
      .where('uid', '=', claim.uid)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return { kind: 'no-user' } as const;

    if (claim.record) await saveRecord(trx, claim.uid, claim.record, claim.at);

    const today = await trx
      .selectFrom('arcade_awards')
      .select('jellybeans')
      .where('user_uid', '=', claim.uid)
      .where('day', '=', claim.day)
      .executeTakeFirst();
    const before = today?.jellybeans ?? 0;
    const awarded = cappedAward(claim.earned, before, claim.cap);
    await trx
      .insertInto('arcade_awards')
      .values({ user_uid: claim.uid, day: claim.day, jellybeans: awarded, games: 1 })
      .onConflict((conflict) =>
        conflict.columns(['user_uid', 'day']).doUpdateSet((eb) => ({
          jellybeans: eb('arcade_awards.jellybeans', '+', awarded),
          games: eb('arcade_awards.games', '+', 1),
        })),
      )
      .execute();
    // One statement adds the award: never a read-modify-write of the balance.
    const updated = await trx
      .updateTable('users')
      .set((eb) => ({ jellybeans: eb('jellybeans', '+', awarded) }))
      .where('uid', '=', claim.uid)
      .returning('jellybeans')
      .executeTakeFirstOrThrow();
    return {
      kind: 'awarded',
      awarded,
      jellybeans: updated.jellybeans,
      awardedToday: before + awarded,
      capReached: claim.earned > 0 && awarded === 0,
    } as const;
  });
}

/** Keeps `entry` when it beats the stored record (or there is none). */
async function saveRecord(db: Kysely<Database>, uid: string, entry: RecordEntry, at: Date): Promise<void> {
  const beats =
    entry.better === 'higher'
      ? sql<boolean>`excluded.value > arcade_records.value`
      : sql<boolean>`excluded.value < arcade_records.value`;
  await db
    .insertInto('arcade_records')
    .values({ user_uid: uid, record: entry.key, value: entry.value, achieved_at: at })
    .onConflict((conflict) =>
      conflict
        .columns(['user_uid', 'record'])
        .doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          achieved_at: eb.ref('excluded.achieved_at'),
        }))
        .where(beats),
    )
    .execute();
}

export async function readRecords(db: Kysely<Database>, uid: string): Promise<ArcadeRecords> {
  const rows = await db
    .selectFrom('arcade_records')
    .select(['record', 'value'])
    .where('user_uid', '=', uid)
    .execute();
  return ArcadeRecordsSchema.parse(Object.fromEntries(rows.map((row) => [row.record, row.value])));
}
