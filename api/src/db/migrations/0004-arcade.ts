// The arcade: jellybeans awarded per user per (UTC) day, so the daily cap holds across every
// api replica, and each account's best results (toons-up's score, each cogsweeper level's time).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('arcade_awards')
    .addColumn('user_uid', 'text', (col) => col.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('jellybeans', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('games', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('arcade_awards_pk', ['user_uid', 'day'])
    .addCheckConstraint('arcade_awards_non_negative', sql`jellybeans >= 0 and games >= 0`)
    .execute();

  await db.schema
    .createTable('arcade_records')
    .addColumn('user_uid', 'text', (col) => col.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('record', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('achieved_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('arcade_records_pk', ['user_uid', 'record'])
    .addCheckConstraint('arcade_records_non_negative', sql`value >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('arcade_records').execute();
  await db.schema.dropTable('arcade_awards').execute();
}
