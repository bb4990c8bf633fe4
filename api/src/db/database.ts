// Opens the one query layer (Kysely) on either engine: a PostgreSQL server through node-postgres
// when DATABASE_URL is set, otherwise the embedded PGlite (in a data folder or in memory).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { IN_MEMORY } from '../config.js';
import type { Logger } from '../logger.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Finishes in-flight queries and closes the pool or PGlite (which flushes its data folder). */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  logger?: Logger;
}

const PG_INT8 = 20;

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  return openPGlite(options.pgliteDir ?? IN_MEMORY);
}

function openPostgres(connectionString: string, logger?: Logger): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server emits 'error' on the pool; unhandled, that would kill the process.
  pool.on('error', (error) => logger?.error('database pool error', { error: error.message }));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    close: () => {
      closing ??= db.destroy();
      return closing;
    },
  };
}

async function openPGlite(dir: string): Promise<DatabaseHandle> {
  if (dir !== IN_MEMORY) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: dir,
    // node-postgres returns int8 (bigint, count(*)) as a string to avoid precision loss; PGlite would
    // return a number. Match pg so code behaves the same on both engines.
    parsers: { [PG_INT8]: (value: string) => value },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    close: () => {
      closing ??= db.destroy().then(() => pglite.close());
      return closing;
    },
  };
}
