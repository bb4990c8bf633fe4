// Migration 0013 in the database itself: the ranked-toon counter (Top Toons' total) and the toons
// of a hidden account stay exact whatever writes them, seeds and hand edits included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const ranked = async () =>
  Number(
    (await database.db.selectFrom('toon_counts').select('public_toons').executeTakeFirstOrThrow())
      .public_toons,
  );
const toon = (id: string, user: string) => ({
  id,
  user_uid: user,
  name: id,
  rod: 'Twig',
  created_at: new Date(),
  last_edited_at: new Date(),
  is_public: true,
});
const accountReason = async (id: string) =>
  (
    await database.db
      .selectFrom('toons')
      .select('account_hidden_reason')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).account_hidden_reason;

describe('hidden toons and the ranked-toon counter', () => {
  it('counts out a hidden toon, a hidden account’s toons, and a toon inserted for a hidden account', async () => {
    const { db } = database;
    await db
      .insertInto('users')
      .values([
        { uid: 'h1', email: null, is_anonymous: false },
        { uid: 'h2', email: null, is_anonymous: false },
      ])
      .execute();
    await db
      .insertInto('toons')
      .values([toon('a', 'h1'), toon('b', 'h1'), toon('c', 'h2')])
      .execute();
    expect(await ranked()).toBe(3);

    await db.updateTable('toons').set({ hidden_reason: 'copied' }).where('id', '=', 'c').execute();
    expect(await ranked()).toBe(2);

    await db.updateTable('users').set({ hidden_reason: 'invented toons' }).where('uid', '=', 'h1').execute();
    expect(await ranked()).toBe(0);
    expect(await accountReason('a')).toBe('invented toons');

    await db.insertInto('toons').values(toon('d', 'h1')).execute();
    expect(await accountReason('d')).toBe('invented toons');
    expect(await ranked()).toBe(0);

    // A new reason for the same hide changes no count.
    await db.updateTable('users').set({ hidden_reason: 'still invented' }).where('uid', '=', 'h1').execute();
    expect(await accountReason('d')).toBe('still invented');
    expect(await ranked()).toBe(0);

    await db.updateTable('users').set({ hidden_reason: null }).where('uid', '=', 'h1').execute();
    expect(await accountReason('d')).toBeNull();
    expect(await ranked()).toBe(3);

    await db.deleteFrom('toons').where('id', 'in', ['a', 'c']).execute();
    expect(await ranked()).toBe(2);
    const { count } = await db
      .selectFrom('toons')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('is_public', '=', true)
      .where('rule_breach', 'is', null)
      .where('hidden_reason', 'is', null)
      .where('account_hidden_reason', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);
  });

  it('Top Toons reads through its partial index on a hidden-aware predicate', async () => {
    const { rows } = await database.db
      .selectFrom('pg_indexes' as never)
      .select(['indexdef' as never])
      .where('indexname' as never, '=', 'toons_ranked_rewards_total_idx' as never)
      .execute()
      .then((found) => ({ rows: found as unknown as { indexdef: string }[] }));
    expect(rows[0]?.indexdef).toMatch(/hidden_reason IS NULL/);
    expect(rows[0]?.indexdef).toMatch(/account_hidden_reason IS NULL/);
  });
});
