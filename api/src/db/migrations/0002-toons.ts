// Toons: every field of the shared ToonDocument (maps as jsonb) plus ranking columns derived from
// them on every write (species_count … rewards_total), so Top Toons reads one index range instead
// of unpacking JSON. Each ranking has a partial index over public toons in its exact sort order
// (value desc, id): a page out of 100,000 toons is an index walk of pageSize rows.
// Counts fit an integer: a map holds at most 200 entries of at most 1,000,000 each.
// Top Toons also shows how many toons are ranked: count(*) over 100,000 rows costs hundreds of ms
// (a full scan on PGlite), so triggers keep that number in toon_counts, exact in every transaction.
import { type Kysely, sql } from 'kysely';

const RANKING_COLUMNS = [
  'species_count',
  'total_fish_weight',
  'golf_trophies',
  'racing_trophies',
  'rewards_total',
] as const;

const EMPTY_MAP = sql`'{}'::jsonb`;
const EMPTY_REWARDS = sql`'{"sos":{},"unites":{},"summons":{},"pinkSlips":0,"remotes":{}}'::jsonb`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('toons')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_uid', 'text', (col) => col.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('rod', 'text', (col) => col.notNull())
    .addColumn('fish', 'jsonb', (col) => col.notNull().defaultTo(EMPTY_MAP))
    .addColumn('fish2', 'jsonb', (col) => col.notNull().defaultTo(EMPTY_MAP))
    .addColumn('golf', 'jsonb', (col) => col.notNull().defaultTo(EMPTY_MAP))
    .addColumn('racing', 'jsonb', (col) => col.notNull().defaultTo(EMPTY_MAP))
    .addColumn('buckets', 'jsonb', (col) => col.notNull().defaultTo(EMPTY_MAP))
    .addColumn('rewards', 'jsonb', (col) => col.notNull().defaultTo(EMPTY_REWARDS))
    .addColumn('rendition', 'text')
    .addColumn('toon_id', 'text')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('verified', 'jsonb', (col) => col.notNull().defaultTo(EMPTY_MAP))
    .addColumn('verified2', 'jsonb', (col) => col.notNull().defaultTo(EMPTY_MAP))
    .addColumn('total_fish_weight', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('total_sos_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_unite_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_remote_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_edited_at', 'timestamptz', (col) => col.notNull())
    .addColumn('is_public', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('species_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('golf_trophies', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('racing_trophies', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rewards_total', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint(
      'toons_rankings_non_negative',
      sql`species_count >= 0 and total_fish_weight >= 0 and golf_trophies >= 0 and racing_trophies >= 0 and rewards_total >= 0`,
    )
    .execute();

  await db.schema.createIndex('toons_user_uid_idx').on('toons').columns(['user_uid', 'created_at']).execute();
  for (const column of RANKING_COLUMNS) {
    await db.schema
      .createIndex(`toons_public_${column}_idx`)
      .on('toons')
      .columns([`${column} desc`, 'id'])
      .where(sql.ref('is_public'), '=', true)
      .execute();
  }

  await db.schema
    .createTable('toon_counts')
    .addColumn('id', 'boolean', (col) => col.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('public_toons', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into toon_counts default values`.execute(db);
  // Statement-level with transition tables: one counter update per statement, however many rows
  // (seeding inserts thousands at once); foreign-key cascades fire them too. The counter row is
  // only touched (and locked) when the number moves, so ordinary edits never queue on it.
  const counting = (name: string, delta: string) => sql`
    create function ${sql.raw(name)}() returns trigger language plpgsql as $$
    declare delta bigint := ${sql.raw(delta)};
    begin
      if delta <> 0 then update toon_counts set public_toons = public_toons + delta; end if;
      return null;
    end $$`;
  const publicIn = (table: string) => `(select count(*) from ${table} where is_public)`;
  await counting('toon_counts_insert', publicIn('added')).execute(db);
  await counting('toon_counts_delete', `-${publicIn('removed')}`).execute(db);
  // A visibility flip (an anonymous account upgraded) touches few rows: per row, only when it flips.
  await counting('toon_counts_flip', 'case when new.is_public then 1 else -1 end').execute(db);
  await sql`create trigger toons_count_insert after insert on toons referencing new table as added
    for each statement execute function toon_counts_insert()`.execute(db);
  await sql`create trigger toons_count_delete after delete on toons referencing old table as removed
    for each statement execute function toon_counts_delete()`.execute(db);
  await sql`create trigger toons_count_flip after update of is_public on toons
    for each row when (old.is_public is distinct from new.is_public)
    execute function toon_counts_flip()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('toons').execute();
  await db.schema.dropTable('toon_counts').execute();
  for (const event of ['insert', 'delete', 'flip']) {
    await sql`drop function if exists ${sql.raw(`toon_counts_${event}`)}()`.execute(db);
  }
}
