// Users known to the api, keyed by their Firebase uid. Trinkets and jellybeans live on the row
// because they are small, per-user and always read with the user.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('uid', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text')
    .addColumn('is_anonymous', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('trinkets', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('jellybeans', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('users_jellybeans_non_negative', sql`jellybeans >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
