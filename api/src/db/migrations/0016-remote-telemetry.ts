// Issue 34: how each remote version does in players' browsers, counted per minute. The api keeps
// counts, never the browsers' events: no address, user or URL reaches these tables.
// - remote_telemetry_minutes: per minute, remote and version: loads, failed loads, their total
//   time, area errors and how many LCP samples came.
// - remote_telemetry_lcp: the same minute's LCP samples as a histogram (telemetry/lcp-buckets.ts),
//   enough for a p75 over any window without keeping a sample.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_telemetry_minutes')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('minute', 'timestamptz', (col) => col.notNull())
    .addColumn('loads', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('load_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('load_ms_total', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('area_errors', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lcp_samples', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('remote_telemetry_minutes_pk', ['remote', 'version', 'minute'])
    .addCheckConstraint('remote_telemetry_minutes_whole_minute', sql`minute = date_trunc('minute', minute)`)
    .execute();
  // Pruning old minutes reads by time alone.
  await db.schema
    .createIndex('remote_telemetry_minutes_minute_idx')
    .on('remote_telemetry_minutes')
    .column('minute')
    .execute();

  await db.schema
    .createTable('remote_telemetry_lcp')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('minute', 'timestamptz', (col) => col.notNull())
    .addColumn('bucket', 'smallint', (col) => col.notNull())
    .addColumn('samples', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_telemetry_lcp_pk', ['remote', 'version', 'minute', 'bucket'])
    .execute();
  await db.schema
    .createIndex('remote_telemetry_lcp_minute_idx')
    .on('remote_telemetry_lcp')
    .column('minute')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_telemetry_lcp').execute();
  await db.schema.dropTable('remote_telemetry_minutes').execute();
}
