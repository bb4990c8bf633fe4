// Toons already stored that break the game's rules (written before the rules, or edited in the
// database) are never ranked, and are named in the api log once. Checked on random toons too.
import fc from 'fast-check';
import { Migrator } from 'kysely';
import { TOP_TOONS_CATEGORIES, type ToonDocument } from 'shared-contracts/domain';
import { FISH_SPECIES } from 'trinket-game/data';
import { firstRuleBreach } from 'trinket-game/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider, migrations } from '../db/migrations/index.js';
import type { Logger } from '../logger.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { testDocument as testToonDocument } from '../testing/toon-document.js';
import { reportRuleBreaches } from './rule-breach-report.js';
import { insertToons, topToons } from './toon-repository.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insertInto('users').values({ uid: 'ranked', email: null, is_anonymous: false }).execute();
});
afterAll(() => database?.destroy());

function recordingLogger(): Logger & { warnings: unknown[] } {
  const warnings: unknown[] = [];
  return {
    warnings,
    debug() {},
    info() {},
    error() {},
    warn: (message, fields) => warnings.push({ message, fields }),
  };
}

const owned = (document: ToonDocument) => ({ ...document, user: 'ranked' });
let nextId = 0;
const toonId = () => `stored-${++nextId}`;

async function rankedIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const category of TOP_TOONS_CATEGORIES) {
    const page = await topToons(database.db, category, 1, 100);
    for (const entry of page.entries) ids.add(entry.id);
  }
  return ids;
}

describe('toons that break the game rules in storage', () => {
  it('are not ranked, do not count in the total, and are logged once', async () => {
    const honest = toonId();
    const cheat = toonId();
    const invented = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`${9000 + i}-1`, { weight: 16 }]),
    );
    await insertToons(database.db, [
      { id: honest, document: owned(testToonDocument({ name: 'Honest', fish: { '0-0': { weight: 20 } } })) },
      { id: cheat, document: owned(testToonDocument({ name: 'Cheat', fish: invented })) },
    ]);
    const page = await topToons(database.db, 'species', 1, 100);
    expect(page.entries.map((entry) => entry.id)).toEqual([honest]);
    expect(page.total).toBe(1);

    const logger = recordingLogger();
    expect(await reportRuleBreaches(database.db, logger)).toBe(1);
    expect(logger.warnings).toEqual([
      {
        message: 'toon breaks the game rules: not ranked in Top Toons',
        fields: { toon: cheat, user: 'ranked', breach: 'fish: At most 70 entries (got 200)' },
      },
    ]);
    expect(await reportRuleBreaches(database.db, recordingLogger())).toBe(0);
  });

  it('never ranks a random stored toon outside the rules', async () => {
    const species = fc.constantFrom(...FISH_SPECIES);
    const storedToon = fc.record({
      fish: fc.dictionary(
        fc.oneof(
          species.map((s) => s.key),
          fc.constantFrom('9000-9999', '1-0'),
        ),
        fc.record({ weight: fc.oneof(fc.integer({ min: 0, max: 400 }), fc.constant(64_000)) }),
        { maxKeys: 6 },
      ),
      golf: fc.dictionary(
        fc.constantFrom('Courses Completed', 'Made Up'),
        fc.integer({ min: 0, max: 100_000 }),
      ),
      pinkSlips: fc.oneof(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 256, max: 1_000_000 })),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(storedToon, { minLength: 1, maxLength: 5 }), async (toons) => {
        const documents = toons.map(({ fish, golf, pinkSlips }) =>
          testToonDocument({
            fish,
            golf,
            rewards: { ...testToonDocument().rewards, pinkSlips },
            totalFishWeight: Object.values(fish).reduce((total, entry) => total + entry.weight, 0),
          }),
        );
        const ids = documents.map(() => toonId());
        await insertToons(
          database.db,
          documents.map((document, index) => ({ id: ids[index] ?? '', document: owned(document) })),
        );
        const ranked = await rankedIds();
        for (const [index, document] of documents.entries()) {
          const follows = firstRuleBreach(document) === null;
          expect(ranked.has(ids[index] ?? ''), JSON.stringify(document.fish)).toBe(follows);
        }
        await database.db.deleteFrom('toons').where('id', 'in', ids).execute();
      }),
      { numRuns: 25 },
    );
  });
});

describe('migration 0008', () => {
  it('marks the toons already stored that break the rules, and ranks the rest', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const names = Object.keys(migrations).sort();
      const before = names[names.indexOf('0008-toon-rules') - 1] ?? '';
      const migrator = new Migrator({ db: fresh.db, provider: migrationProvider });
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      await fresh.db.insertInto('users').values({ uid: 'old', email: null, is_anonymous: false }).execute();
      const row = (id: string, fish: unknown) => ({
        id,
        user_uid: 'old',
        name: id,
        rod: 'Twig',
        fish: JSON.stringify(fish),
        created_at: new Date('2024-01-01T00:00:00.000Z'),
        last_edited_at: new Date('2024-01-01T00:00:00.000Z'),
        is_public: true,
        species_count: Object.keys(fish as object).length,
      });
      await fresh.db
        .insertInto('toons')
        .values([row('old-honest', { '0-0': { weight: 20 } }), row('old-cheat', { '0-0': { weight: 100 } })])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const marked = await fresh.db.selectFrom('toons').select(['id', 'rule_breach']).orderBy('id').execute();
      expect(marked).toEqual([
        { id: 'old-cheat', rule_breach: 'fish.0-0: A Balloon Fish weighs from 16 to 48 oz' },
        { id: 'old-honest', rule_breach: null },
      ]);
      const page = await topToons(fresh.db, 'species', 1, 10);
      expect(page.entries.map((entry) => entry.id)).toEqual(['old-honest']);
      expect(page.total).toBe(1);
    } finally {
      await fresh.destroy();
    }
  }, 120_000);
});

/**
 * The ids Top Toons ranked by `column` before migration 0013 (hidden toons): today's query reads
 * columns an older schema does not have yet.
 */
async function rankedBefore0013(db: TestDatabase['db'], column: 'rewards_total' | 'racing_trophies') {
  const rows = await db
    .selectFrom('toons')
    .select('id')
    .where('is_public', '=', true)
    .where('rule_breach', 'is', null)
    .orderBy(column, 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

describe('migration 0010', () => {
  it('marks toons saved under the older rules that break the stricter ones', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const migrator = new Migrator({ db: fresh.db, provider: migrationProvider });
      expect((await migrator.migrateTo('0009-toon-snapshots')).error).toBeUndefined();
      await fresh.db.insertInto('users').values({ uid: 'old', email: null, is_anonymous: false }).execute();
      const row = (id: string, remotes: Record<string, number>) => ({
        id,
        user_uid: 'old',
        name: id,
        rod: 'Twig',
        rewards: JSON.stringify({ sos: {}, unites: {}, summons: {}, pinkSlips: 0, remotes }),
        created_at: new Date('2024-01-01T00:00:00.000Z'),
        last_edited_at: new Date('2024-01-01T00:00:00.000Z'),
        is_public: true,
        rewards_total: Object.values(remotes).reduce((sum, count) => sum + count, 0),
      });
      await fresh.db
        .insertInto('toons')
        .values([row('old-honest', { 'Damage Remote 2': 3 }), row('old-invented', { 'Golden Remote': 900 })])
        .execute();
      expect(await rankedBefore0013(fresh.db, 'rewards_total')).toEqual(['old-invented', 'old-honest']);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const marked = await fresh.db
        .selectFrom('toons')
        .select(['id', 'rule_breach', 'rule_breach_reported'])
        .orderBy('id')
        .execute();
      expect(marked).toEqual([
        { id: 'old-honest', rule_breach: null, rule_breach_reported: false },
        {
          id: 'old-invented',
          rule_breach: expect.stringMatching(
            /^rewards\.remotes\.Golden Remote: Not one of the game's 6 remotes/,
          ),
          rule_breach_reported: false,
        },
      ]);
      const page = await topToons(fresh.db, 'rewards', 1, 10);
      expect(page.entries.map((entry) => entry.id)).toEqual(['old-honest']);
      expect(page.total).toBe(1);
    } finally {
      await fresh.destroy();
    }
  }, 120_000);
});

describe('migration 0011', () => {
  it('ranks again the toons unranked only for a count above the original game’s field widths', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const migrator = new Migrator({ db: fresh.db, provider: migrationProvider });
      expect((await migrator.migrateTo('0010-toon-rules-rewards')).error).toBeUndefined();
      await fresh.db.insertInto('users').values({ uid: 'old', email: null, is_anonymous: false }).execute();
      const row = (id: string, racing: Record<string, number>, breach: string) => ({
        id,
        user_uid: 'old',
        name: id,
        rod: 'Twig',
        racing: JSON.stringify(racing),
        created_at: new Date('2024-01-01T00:00:00.000Z'),
        last_edited_at: new Date('2024-01-01T00:00:00.000Z'),
        is_public: true,
        racing_trophies: 1,
        // As 0010 marked them under the older rules (Total Wins at most 255).
        rule_breach: breach,
        rule_breach_reported: true,
      });
      await fresh.db
        .insertInto('toons')
        .values([
          row('old-racer', { 'Total Wins': 300 }, 'racing.Total Wins: Must be a whole number from 0 to 255'),
          row(
            'old-invented',
            { 'Wins Invented': 3 },
            'racing.Wins Invented: Not a racing statistic of the game',
          ),
        ])
        .execute();
      expect(await rankedBefore0013(fresh.db, 'racing_trophies')).toEqual([]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const marked = await fresh.db.selectFrom('toons').select(['id', 'rule_breach']).orderBy('id').execute();
      expect(marked).toEqual([
        { id: 'old-invented', rule_breach: 'racing.Wins Invented: Not a racing statistic of the game' },
        { id: 'old-racer', rule_breach: null },
      ]);
      expect((await topToons(fresh.db, 'racing', 1, 10)).entries.map((entry) => entry.id)).toEqual([
        'old-racer',
      ]);
    } finally {
      await fresh.destroy();
    }
  }, 120_000);
});
