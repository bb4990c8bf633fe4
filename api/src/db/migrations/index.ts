// Every migration, listed explicitly (not a folder scan) so the same list works from src under
// vitest and from dist in production. Names sort in run order: add new ones at the end.
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-users.js';
import * as m0002 from './0002-toons.js';

export const migrations: Record<string, Migration> = {
  '0001-users': m0001,
  '0002-toons': m0002,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
