// Moderation (issue 31): players report Top Toons entries, moderators hide a toon or a whole
// account from the rankings, and every action is written to an audit log.
// - toons.hidden_reason / users.hidden_reason: why a moderator hid the toon / the account (null: not
//   hidden), with who and when. toons.account_hidden_reason copies its account's reason, kept by
//   triggers (an account hidden or shown again updates its toons; a toon inserted for a hidden
//   account starts hidden), so ranking stays one indexed predicate on the toons row.
// - Top Toons' partial indexes and the ranked-toon counter (migrations 0002, 0008) now leave out
//   hidden toons, so a hidden entry is absent from every page and from the total.
// - toon_reports: one open report per reporter and toon (a partial unique index).
// - moderation_log: the audit log; no foreign keys, so it outlives the toons and accounts it names.
import { type Kysely, sql } from 'kysely';

const RANKING_COLUMNS = [
  'species_count',
  'total_fish_weight',
  'golf_trophies',
  'racing_trophies',
  'rewards_total',
] as const;

/** Ranked: public, breaking no game rule, hidden neither on its own nor with its account. */
const RANKED = (row = '') =>
  `${row}is_public and ${row}rule_breach is null and ${row}hidden_reason is null and ${row}account_hidden_reason is null`;
const RANKED_COLUMNS = 'is_public, rule_breach, hidden_reason, account_hidden_reason';
/** As migration 0008 left it. */
const RANKED_BEFORE = (row = '') => `${row}is_public and ${row}rule_breach is null`;
const RANKED_BEFORE_COLUMNS = 'is_public, rule_breach';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'toons'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('hidden_reason', 'text')
      .addColumn('hidden_at', 'timestamptz')
      .addColumn('hidden_by', 'text')
      .execute();
  }
  await db.schema.alterTable('toons').addColumn('account_hidden_reason', 'text').execute();

  await sql`create function toons_inherit_account_hide() returns trigger language plpgsql as $$
    begin
      new.account_hidden_reason := (select hidden_reason from users where uid = new.user_uid);
      return new;
    end $$`.execute(db);
  await sql`create trigger toons_inherit_account_hide before insert on toons
    for each row execute function toons_inherit_account_hide()`.execute(db);
  await sql`create function users_spread_account_hide() returns trigger language plpgsql as $$
    begin
      update toons set account_hidden_reason = new.hidden_reason where user_uid = new.uid;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_spread_account_hide after update of hidden_reason on users
    for each row when (old.hidden_reason is distinct from new.hidden_reason)
    execute function users_spread_account_hide()`.execute(db);

  await rank(db, RANKED, RANKED_COLUMNS);

  await db.schema
    .createTable('toon_reports')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('toon_id', 'text', (col) => col.notNull().references('toons.id').onDelete('cascade'))
    .addColumn('reporter_uid', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('open').check(sql`status in ('open', 'dismissed', 'actioned')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'text')
    .execute();
  await db.schema
    .createIndex('toon_reports_one_open_idx')
    .unique()
    .on('toon_reports')
    .columns(['toon_id', 'reporter_uid'])
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('toon_reports_open_idx')
    .on('toon_reports')
    .columns(['created_at', 'id'])
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('toon_reports_reporter_open_idx')
    .on('toon_reports')
    .column('reporter_uid')
    .where(sql.ref('status'), '=', 'open')
    .execute();

  await db.schema
    .createTable('moderation_log')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('actor_uid', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('toon_id', 'text')
    .addColumn('account_uid', 'text')
    .addColumn('report_id', 'bigint')
    .addColumn('reason', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('moderation_log_at_idx')
    .on('moderation_log')
    .columns(['at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('moderation_log').execute();
  await db.schema.dropTable('toon_reports').execute();
  await sql`drop trigger users_spread_account_hide on users`.execute(db);
  await sql`drop function users_spread_account_hide()`.execute(db);
  await sql`drop trigger toons_inherit_account_hide on toons`.execute(db);
  await sql`drop function toons_inherit_account_hide()`.execute(db);
  await db.schema.alterTable('toons').dropColumn('account_hidden_reason').execute();
  for (const table of ['users', 'toons'] as const) {
    await db.schema
      .alterTable(table)
      .dropColumn('hidden_reason')
      .dropColumn('hidden_at')
      .dropColumn('hidden_by')
      .execute();
  }
  await rank(db, RANKED_BEFORE, RANKED_BEFORE_COLUMNS);
}

/** Top Toons' indexes and ranked-toon counter for the `ranked` predicate (of `columns`). */
async function rank(db: Kysely<unknown>, ranked: (row?: string) => string, columns: string): Promise<void> {
  for (const column of RANKING_COLUMNS) {
    await db.schema.dropIndex(`toons_ranked_${column}_idx`).execute();
    await db.schema
      .createIndex(`toons_ranked_${column}_idx`)
      .on('toons')
      .columns([`${column} desc`, 'id'])
      .where(sql<boolean>`${sql.raw(ranked())}`)
      .execute();
  }
  const count = (table: string) => `(select count(*) from ${table} where ${ranked()})`;
  const counting = (name: string, delta: string) => sql`
    create or replace function ${sql.raw(name)}() returns trigger language plpgsql as $$
    declare delta bigint := ${sql.raw(delta)};
    begin
      if delta <> 0 then update toon_counts set public_toons = public_toons + delta; end if;
      return null;
    end $$`;
  await counting('toon_counts_insert', count('added')).execute(db);
  await counting('toon_counts_delete', `-${count('removed')}`).execute(db);
  await counting('toon_counts_flip', `case when ${ranked('new.')} then 1 else -1 end`).execute(db);
  await sql`drop trigger toons_count_flip on toons`.execute(db);
  await sql`create trigger toons_count_flip after update of ${sql.raw(columns)} on toons
    for each row when ((${sql.raw(ranked('old.'))}) is distinct from (${sql.raw(ranked('new.'))}))
    execute function toon_counts_flip()`.execute(db);
  await sql`update toon_counts set public_toons = ${sql.raw(count('toons'))}`.execute(db);
}
