// Giveaway entries: one per user and giveaway, enforced by the table's primary key.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const PG_UNIQUE_VIOLATION = '23505';

/** Records an entry; false when the user had already entered. */
export async function addEntry(db: Kysely<Database>, slug: string, uid: string, at: Date): Promise<boolean> {
  try {
    const inserted = await db
      .insertInto('giveaway_entries')
      .values({ giveaway_slug: slug, user_uid: uid, entered_at: at })
      .onConflict((conflict) => conflict.columns(['giveaway_slug', 'user_uid']).doNothing())
      .returning('giveaway_slug')
      .executeTakeFirst();
    return inserted !== undefined;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === PG_UNIQUE_VIOLATION) return false;
    throw error;
  }
}

export async function enteredGiveaways(db: Kysely<Database>, uid: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('giveaway_entries')
    .select('giveaway_slug')
    .where('user_uid', '=', uid)
    .execute();
  return new Set(rows.map((row) => row.giveaway_slug));
}

export async function userExists(db: Kysely<Database>, uid: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst();
  return row !== undefined;
}
