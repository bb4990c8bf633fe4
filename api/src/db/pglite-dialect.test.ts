// The PGlite dialect on its own (always PGlite, whatever TEST_DATABASE_URL says).
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.js';

interface TestDb {
  items: { id: number; label: string };
}

let pglite: PGlite;
let db: Kysely<TestDb>;
beforeAll(async () => {
  pglite = await PGlite.create('memory://');
  db = new Kysely<TestDb>({ dialect: new PGliteDialect(pglite) });
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('label', 'text', (col) => col.notNull())
    .execute();
});
afterAll(async () => {
  await db?.destroy();
  await pglite?.close();
});

const labels = async () =>
  (await db.selectFrom('items').select('label').orderBy('id').execute()).map((r) => r.label);

describe('PGliteDialect', () => {
  it('runs parameterised queries and reports affected rows', async () => {
    const inserted = await db
      .insertInto('items')
      .values([
        { id: 1, label: 'a' },
        { id: 2, label: "b'; drop table items; --" },
      ])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const updated = await db.updateTable('items').set({ label: 'c' }).where('id', '>', 5).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(0n);
    expect(await labels()).toEqual(['a', "b'; drop table items; --"]);
    const deleted = await db.deleteFrom('items').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(2n);
  });

  it('commits and rolls back transactions', async () => {
    await db
      .transaction()
      .execute((trx) => trx.insertInto('items').values({ id: 10, label: 'kept' }).execute());
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 11, label: 'dropped' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await labels()).toEqual(['kept']);
  });

  it('keeps other queries out of a running transaction', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const trx = db.transaction().execute(async (t) => {
      await t.insertInto('items').values({ id: 20, label: 'in-trx' }).execute();
      await gate;
      throw new Error('rollback');
    });
    // Issued while the transaction is open: must wait, then see the rolled-back state.
    const outside = labels();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(trx).rejects.toThrow('rollback');
    expect(await outside).toEqual(['kept']);
  });

  it('supports savepoints and isolation settings', async () => {
    const trx = await db.startTransaction().setIsolationLevel('serializable').execute();
    await trx.insertInto('items').values({ id: 30, label: 'outer' }).execute();
    const inner = await trx.savepoint('inner "quoted"').execute();
    await inner.insertInto('items').values({ id: 31, label: 'inner' }).execute();
    await inner.rollbackToSavepoint('inner "quoted"').execute();
    const kept = await trx.savepoint('second').execute();
    await kept.insertInto('items').values({ id: 32, label: 'second' }).execute();
    await kept.releaseSavepoint('second').execute();
    await trx.commit().execute();
    expect(await labels()).toEqual(['kept', 'outer', 'second']);
  });

  it('streams rows in chunks', async () => {
    const chunks: string[] = [];
    for await (const row of db.selectFrom('items').select('label').orderBy('id').stream(1))
      chunks.push(row.label);
    expect(chunks).toEqual(['kept', 'outer', 'second']);
  });

  it('surfaces PostgreSQL errors with their SQLSTATE', async () => {
    await expect(db.insertInto('items').values({ id: 10, label: 'dup' }).execute()).rejects.toMatchObject({
      code: '23505',
    });
    // The connection is usable afterwards.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('waits for in-flight work on destroy, then refuses new queries', async () => {
    const local = await PGlite.create('memory://');
    const localDb = new Kysely<TestDb>({ dialect: new PGliteDialect(local) });
    const slow = sql`select pg_sleep(0.2)`.execute(localDb);
    await new Promise((resolve) => setTimeout(resolve, 50)); // let it take the connection
    await localDb.destroy();
    await expect(slow).resolves.toBeDefined();
    await expect(sql`select 1`.execute(localDb)).rejects.toThrow(/destroyed|closed/);
    await local.close();
  });
});
