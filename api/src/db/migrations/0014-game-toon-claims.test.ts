// Migration 0014: game Toons already verified go to the registered account that verified them
// first, and stored toons whose values contradict each other leave Top Toons.
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.js';
import { topToons } from '../../toons/toon-repository.js';
import { migrationProvider } from './index.js';

describe('migration 0014', () => {
  it('claims each verified game Toon for its first registered account and marks contradicting toons', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const migrator = new Migrator({ db: fresh.db, provider: migrationProvider });
      expect((await migrator.migrateTo('0013-moderation')).error).toBeUndefined();
      await fresh.db
        .insertInto('users')
        .values([
          { uid: 'first', email: null, is_anonymous: false },
          { uid: 'second', email: null, is_anonymous: false },
          { uid: 'guest', email: null, is_anonymous: true },
        ])
        .execute();
      const row = (id: string, user: string, created: string, toonId: string | null, fish: unknown) => ({
        id,
        user_uid: user,
        name: id,
        rod: 'Twig',
        fish: JSON.stringify(fish),
        toon_id: toonId,
        verified_at: toonId ? new Date(created) : null,
        created_at: new Date(created),
        last_edited_at: new Date(created),
        is_public: user !== 'guest',
        species_count: Object.keys(fish as object).length,
      });
      await fresh.db
        .insertInto('toons')
        .values([
          row('later', 'second', '2024-02-01T00:00:00.000Z', 'TTID-SHARED', {}),
          row('earlier', 'first', '2024-01-01T00:00:00.000Z', 'TTID-SHARED', {}),
          row('guest-toon', 'guest', '2023-01-01T00:00:00.000Z', 'TTID-GUEST', {}),
          // A Bull Dog Fish of 20 lb on a Twig rod: each value possible, the two together not.
          row('twig-giant', 'second', '2024-03-01T00:00:00.000Z', null, { '12-1': { weight: 320 } }),
          row('honest', 'first', '2024-03-01T00:00:00.000Z', null, { '0-0': { weight: 20 } }),
        ])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const { rows: claims } = await sql<{ toon_id: string; user_uid: string }>`
        select toon_id, user_uid from game_toon_claims order by toon_id`.execute(fresh.db);
      expect(claims).toEqual([{ toon_id: 'TTID-SHARED', user_uid: 'first' }]);
      const marked = await fresh.db
        .selectFrom('toons')
        .select(['id', 'rule_breach'])
        .where('id', 'in', ['twig-giant', 'honest'])
        .orderBy('id')
        .execute();
      expect(marked).toEqual([
        { id: 'honest', rule_breach: null },
        {
          id: 'twig-giant',
          rule_breach: 'fish.12-1: A Twig rod lands fish of at most 4 lb; this Bull Dog Fish weighs 20 lb',
        },
      ]);
      const page = await topToons(fresh.db, 'species', 1, 10);
      expect(page.entries.map((entry) => entry.id)).not.toContain('twig-giant');
    } finally {
      await fresh.destroy();
    }
  }, 120_000);
});
