import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database?.destroy());

describe('migrations', () => {
  it('apply every migration once, then nothing on the next runs', async () => {
    expect(await migrateToLatest(database.db)).toEqual({ applied: Object.keys(migrations) });
    expect(await migrateToLatest(database.db)).toEqual({ applied: [] });
    expect(await migrateToLatest(database.db)).toEqual({ applied: [] });
  });

  it('concurrent runs (several api instances starting) apply each migration once', async () => {
    const outcomes = await Promise.all([migrateToLatest(database.db), migrateToLatest(database.db)]);
    expect(outcomes.flatMap((outcome) => outcome.applied)).toEqual([]);
  });

  it('creates users with its defaults', async () => {
    const { db } = database;
    await db.insertInto('users').values({ uid: 'u1', email: null, is_anonymous: true }).execute();
    const row = await db.selectFrom('users').selectAll().where('uid', '=', 'u1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      uid: 'u1',
      email: null,
      is_anonymous: true,
      trinkets: [],
      jellybeans: 0,
      updated_at: null,
    });
    expect(row.created_at).toBeInstanceOf(Date);
    expect(Math.abs(row.created_at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('stores trinkets as jsonb and refuses negative jellybeans', async () => {
    const { db } = database;
    await db
      .insertInto('users')
      .values({
        uid: 'u2',
        email: 'u2@example.test',
        is_anonymous: false,
        trinkets: JSON.stringify([{ id: 'gag' }]),
      })
      .execute();
    const row = await db
      .selectFrom('users')
      .select(['trinkets'])
      .where('uid', '=', 'u2')
      .executeTakeFirstOrThrow();
    expect(row.trinkets).toEqual([{ id: 'gag' }]);
    await expect(
      db.updateTable('users').set({ jellybeans: -1 }).where('uid', '=', 'u2').execute(),
    ).rejects.toMatchObject({
      code: '23514', // check_violation
    });
  });

  it('int8 comes back as a string on both engines (node-postgres semantics)', async () => {
    const { rows } = await sql<{ n: string }>`select count(*) as n from users`.execute(database.db);
    expect(rows[0]?.n).toBe('2');
  });

  it('keeps toon_counts exact through inserts, publishing, deletes and cascades', async () => {
    const { db } = database;
    const publicToons = async () =>
      Number(
        (await db.selectFrom('toon_counts').select('public_toons').executeTakeFirstOrThrow()).public_toons,
      );
    const toon = (id: string, user: string, isPublic: boolean) => ({
      id,
      user_uid: user,
      name: id,
      rod: 'Twig',
      created_at: new Date(),
      last_edited_at: new Date(),
      is_public: isPublic,
    });
    await db
      .insertInto('users')
      .values([
        { uid: 'c1', email: null, is_anonymous: false },
        { uid: 'c2', email: null, is_anonymous: true },
      ])
      .execute();
    expect(await publicToons()).toBe(0);
    await db
      .insertInto('toons')
      .values([
        toon('t1', 'c1', true),
        toon('t2', 'c1', true),
        toon('t3', 'c2', false),
        toon('t4', 'c2', false),
      ])
      .execute();
    expect(await publicToons()).toBe(2);
    await db.updateTable('toons').set({ name: 'renamed' }).execute();
    expect(await publicToons()).toBe(2);
    await db.updateTable('toons').set({ is_public: true }).where('id', '=', 't3').execute();
    expect(await publicToons()).toBe(3);
    await db.deleteFrom('toons').where('id', 'in', ['t1', 't4']).execute();
    expect(await publicToons()).toBe(2);
    await db.deleteFrom('users').where('uid', '=', 'c2').execute();
    expect(await publicToons()).toBe(1);
    const { count } = await db
      .selectFrom('toons')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('is_public', '=', true)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });
});
