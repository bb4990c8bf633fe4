// Population samples taken by the api every few minutes, so the population chart covers the last
// day even for a visitor who just arrived. One row per sampling slot: replicas sampling the same
// slot collide on the key and only the first row stays.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('population_samples')
    .addColumn('sampled_at', 'timestamptz', (col) => col.primaryKey())
    .addColumn('total_population', 'integer', (col) => col.notNull())
    .addColumn('by_district', 'jsonb', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('population_samples').execute();
}
