// Request budgets shared by every api replica (security/rate-limits.ts). The columns are the ones
// rate-limiter-flexible's RateLimiterPostgres reads and writes (its own CREATE TABLE, made here so
// the api never runs DDL outside a migration): one row per budget key, the points spent in its
// current window and when that window ends, in ms since the epoch.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
