// A fresh, migrated database per test file. With TEST_DATABASE_URL (a server URL such as
// postgres://postgres@127.0.0.1:5432/test) a uniquely named database is created on that server and
// dropped afterwards; otherwise an in-memory PGlite. Usage:
//   let database: TestDatabase;
//   beforeAll(async () => { database = await createTestDatabase(); });
//   afterAll(() => database.destroy());
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { IN_MEMORY } from '../config.js';
import { createDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the database and, on a server, drops it. Safe to call after close(). */
  destroy(): Promise<void>;
  /** On a server, the database's own URL (for an api process of its own); undefined for PGlite. */
  url: string | undefined;
}

export interface TestDatabaseOptions {
  /** Defaults to true; false gives an empty database (for migration tests). */
  migrate?: boolean;
  /** Defaults to process.env.TEST_DATABASE_URL. */
  serverUrl?: string | undefined;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = 'serverUrl' in options ? options.serverUrl : process.env.TEST_DATABASE_URL;
  const handle = serverUrl ? await createServerDatabase(serverUrl) : await createPGliteDatabase();
  if (options.migrate ?? true) {
    try {
      await migrateToLatest(handle.db);
    } catch (error) {
      await handle.destroy();
      throw error;
    }
  }
  return handle;
}

async function createPGliteDatabase(): Promise<TestDatabase> {
  const handle = await createDatabase({ pgliteDir: IN_MEMORY });
  return { ...handle, url: undefined, destroy: () => handle.close() };
}

async function createServerDatabase(serverUrl: string): Promise<TestDatabase> {
  // Lower case letters, digits and underscores only: safe to splice into SQL as an identifier.
  const name = `api_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString() });
  let destroying: Promise<void> | undefined;
  return {
    ...handle,
    url: url.toString(),
    destroy: () => {
      destroying ??= (async () => {
        await handle.close();
        await withAdmin(serverUrl, async (admin) => {
          // Anything still connected (a leaked client) would block the drop.
          await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
            name,
          ]);
          await admin.query(`drop database if exists ${name}`);
        });
      })();
      return destroying;
    },
  };
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
