// Arcade sessions: each seed the api hands out for one game, bound to its user, short-lived and
// claimable once (used_at is set by the claim that pays for it). A seed is unique across users,
// so a claim with someone else's seed is told apart from an unknown one.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('arcade_sessions')
    .addColumn('seed', 'bigint', (col) => col.primaryKey())
    .addColumn('user_uid', 'text', (col) => col.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('game', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addCheckConstraint('arcade_sessions_seed_range', sql`seed >= 0 and seed <= 4294967295`)
    .execute();
  await db.schema
    .createIndex('arcade_sessions_user_open')
    .on('arcade_sessions')
    .columns(['user_uid', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('arcade_sessions').execute();
}
