// Arcade rows: the daily award ledger and the best results. Everything for one claim runs in a
// transaction holding the user's row lock, so two claims at once cannot both slip under the cap or
// both spend one seed; the cap is checked before anything is written, so a claim refused for the
// cap saves nothing (no record, no spent seed). A claim refused on its merits spends its seed (spendSeed).
import { type Kysely, sql } from 'kysely';
import type { ArcadeGame, ArcadeRecords } from 'shared-contracts/domain';
import { ArcadeRecordsSchema } from 'shared-contracts/domain';
import type { Database } from '../db/schema.js';
import { cappedAward, type RecordEntry } from './award-rules.js';

export interface AwardClaim {
  uid: string;
  /** The session's seed, spent by this claim. */
  seed: number;
  game: ArcadeGame;
  /** The UTC day, 'YYYY-MM-DD'. */
  day: string;
  earned: number;
  cap: number;
  record: RecordEntry | null;
  at: Date;
}

export type AwardOutcome =
  | { kind: 'no-user' }
  /** Jellybeans earned, none left under today's cap: nothing written. */
  | { kind: 'capped' }
  /** Another claim spent the seed first (or it just expired): nothing written. */
  | { kind: 'seed-spent' }
  | { kind: 'awarded'; awarded: number; jellybeans: number; awardedToday: number };

export async function claimAward(db: Kysely<Database>, claim: AwardClaim): Promise<AwardOutcome> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('jellybeans')
      .where('uid', '=', claim.uid)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return { kind: 'no-user' } as const;

    const today = await trx
      .selectFrom('arcade_awards')
      .select('jellybeans')
      .where('user_uid', '=', claim.uid)
      .where('day', '=', claim.day)
      .executeTakeFirst();
    const before = today?.jellybeans ?? 0;
    const awarded = cappedAward(claim.earned, before, claim.cap);
    if (claim.earned > 0 && awarded === 0) return { kind: 'capped' } as const;

    // Spends the seed exactly once: the first write, and only while it is unspent and unexpired.
    const spent = await trx
      .updateTable('arcade_sessions')
      .set({ used_at: claim.at })
      .where('seed', '=', String(claim.seed))
      .where('user_uid', '=', claim.uid)
      .where('game', '=', claim.game)
      .where('used_at', 'is', null)
      .where('expires_at', '>', claim.at)
      .returning('user_uid')
      .executeTakeFirst();
    if (!spent) return { kind: 'seed-spent' } as const;

    if (claim.record) await saveRecord(trx, claim.uid, claim.record, claim.at);
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

/**
 * Spends a seed without paying: a refused claim is final, so the same seed cannot buy another
 * replay. Only the owner's unspent seed; nothing else is written.
 */
export async function spendSeed(
  db: Kysely<Database>,
  spend: { uid: string; seed: number; at: Date },
): Promise<void> {
  await db
    .updateTable('arcade_sessions')
    .set({ used_at: spend.at })
    .where('seed', '=', String(spend.seed))
    .where('user_uid', '=', spend.uid)
    .where('used_at', 'is', null)
    .execute();
}
