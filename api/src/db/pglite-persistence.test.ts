// PGlite in a data folder: closing cleanly and reopening keeps the data (what restarts rely on).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

const dir = mkdtempSync(path.join(tmpdir(), 'api-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('keeps data across close and reopen', async () => {
  const first = await createDatabase({ pgliteDir: path.join(dir, 'data') });
  expect((await migrateToLatest(first.db)).applied.length).toBeGreaterThan(0);
  await first.db
    .insertInto('users')
    .values({ uid: 'kept', email: 'kept@example.test', is_anonymous: false, jellybeans: 42 })
    .execute();
  await first.close();
  await first.close(); // idempotent

  const second = await createDatabase({ pgliteDir: path.join(dir, 'data') });
  try {
    expect(await migrateToLatest(second.db)).toEqual({ applied: [] });
    const row = await second.db
      .selectFrom('users')
      .select(['email', 'jellybeans'])
      .where('uid', '=', 'kept')
      .executeTakeFirst();
    expect(row).toEqual({ email: 'kept@example.test', jellybeans: 42 });
  } finally {
    await second.close();
  }
});
