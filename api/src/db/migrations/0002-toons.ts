// Toons: every field of the shared ToonDocument (maps as jsonb) plus ranking columns derived from
// them on every write (species_count … rewards_total), so Top Toons reads one index range instead
// of unpacking JSON. Each ranking has a partial index over public toons in its exact sort order
// (value desc, id): a page out of 100,000 toons is an index walk of pageSize rows.
// Counts fit an integer: a map holds at most 200 entries of at most 1,000,000 each.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('toons').execute();
}
