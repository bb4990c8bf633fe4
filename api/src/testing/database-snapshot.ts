// Every row of every table in the public schema, in a stable order: take one before a request that
// must be refused and one after, and compare. No table list to keep in step with the migrations.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

export type DatabaseSnapshot = Record<string, string[]>;

export async function snapshotDatabase(db: Kysely<Database>): Promise<DatabaseSnapshot> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const snapshot: DatabaseSnapshot = {};
  for (const { table_name: name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    snapshot[name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
