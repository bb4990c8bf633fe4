// Brings the schema up to date at start. Kysely's migrator takes a lock in the database, so several
// api instances starting at once against one PostgreSQL server still run each migration once.
import { type Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

export interface MigrateOutcome {
  /** Names of the migrations applied by this run (empty when already up to date). */
  applied: string[];
}

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrateOutcome> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${reason}`, {
      cause: error,
    });
  }
  return { applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
