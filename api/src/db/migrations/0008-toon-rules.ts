// Toons that break the game's rules (shared-contracts/game-rules: invented species, impossible
// weights or counts, oversized toons) are kept but never ranked. `rule_breach` holds the first rule
// a toon breaks (null: it follows them all), set on every write from the same rules the api checks
// requests with; this migration sets it for the toons already stored. Top Toons' partial indexes
// and the ranked-toon counter (migration 0002) now cover only toons with no breach, and
// `rule_breach_reported` lets the api log each breaking toon once (toons/rule-breach-report.ts).
import { type Kysely, sql } from 'kysely';
import { markRuleBreaches } from '../../toons/mark-rule-breaches.js';
import type { Database } from '../schema.js';

const RANKING_COLUMNS = [
  'species_count',
  'total_fish_weight',
  'golf_trophies',
  'racing_trophies',
  'rewards_total',
] as const;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Database>;
  await db.schema.alterTable('toons').addColumn('rule_breach', 'text').execute();
  await db.schema
    .alterTable('toons')
    .addColumn('rule_breach_reported', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await markRuleBreaches(db);

  for (const column of RANKING_COLUMNS) {
    await db.schema.dropIndex(`toons_public_${column}_idx`).execute();
    await db.schema
      .createIndex(`toons_ranked_${column}_idx`)
      .on('toons')
      .columns([`${column} desc`, 'id'])
      .where(sql<boolean>`is_public and rule_breach is null`)
      .execute();
  }

  // The counter now counts ranked toons: public and breaking no rule.
  const ranked = (table: string) => `(select count(*) from ${table} where is_public and rule_breach is null)`;
  const counting = (name: string, delta: string) => sql`
    create or replace function ${sql.raw(name)}() returns trigger language plpgsql as $$
    declare delta bigint := ${sql.raw(delta)};
    begin
      if delta <> 0 then update toon_counts set public_toons = public_toons + delta; end if;
      return null;
    end $$`;
  await counting('toon_counts_insert', ranked('added')).execute(db);
  await counting('toon_counts_delete', `-${ranked('removed')}`).execute(db);
  await counting(
    'toon_counts_flip',
    'case when new.is_public and new.rule_breach is null then 1 else -1 end',
  ).execute(db);
  await sql`drop trigger toons_count_flip on toons`.execute(db);
  await sql`create trigger toons_count_flip after update of is_public, rule_breach on toons
    for each row when ((old.is_public and old.rule_breach is null) is distinct from (new.is_public and new.rule_breach is null))
    execute function toon_counts_flip()`.execute(db);
  await sql`update toon_counts set public_toons = ${sql.raw(ranked('toons'))}`.execute(db);
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Database>;
  for (const column of RANKING_COLUMNS) {
    await db.schema.dropIndex(`toons_ranked_${column}_idx`).execute();
  }
  await db.schema.alterTable('toons').dropColumn('rule_breach').dropColumn('rule_breach_reported').execute();
}
