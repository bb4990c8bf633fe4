// Issue 34: a remote ships as immutable versions, and the api decides which one visitors get.
// - remote_releases: every published version of a remote, once (unique per remote and version);
//   where its mf-manifest.json lives and the contract range its routes.json was built against.
// - remote_channels: one row per remote that has ever been switched: the live version, the one it
//   replaced (what a rollback restores: has_previous, since a null previous_live_version is the
//   built dist/) and the canary with its share of visitors. No row, or a null live_version, means
//   the remote's built dist/ is live (unreleased `npm start`).
// - remote_release_events: the release history (release, promote, rollback, canary, canary-end,
//   auto-rollback), with the figures that tripped an automatic rollback. Only ever added to.
import { type Kysely, sql } from 'kysely';

const RELEASE_ACTIONS = ['release', 'promote', 'rollback', 'canary', 'canary-end', 'auto-rollback'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_releases')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('manifest_url', 'text', (col) => col.notNull())
    .addColumn('contract_version', 'text', (col) => col.notNull())
    .addColumn('released_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_releases_pkey', ['remote', 'version'])
    .execute();

  await db.schema
    .createTable('remote_channels')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('live_version', 'text')
    .addColumn('previous_live_version', 'text')
    .addColumn('has_previous', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('canary_version', 'text')
    .addColumn('canary_percent', 'integer', (col) => col.check(sql`canary_percent between 1 and 99`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    // A canary has its share, and is never the live version itself.
    .addCheckConstraint(
      'remote_channels_canary_shape',
      sql`(canary_version is null) = (canary_percent is null) and (canary_version is null or canary_version is distinct from live_version)`,
    )
    .addForeignKeyConstraint('remote_channels_live_fk', ['remote', 'live_version'], 'remote_releases', [
      'remote',
      'version',
    ])
    .addForeignKeyConstraint(
      'remote_channels_previous_fk',
      ['remote', 'previous_live_version'],
      'remote_releases',
      ['remote', 'version'],
    )
    .addForeignKeyConstraint('remote_channels_canary_fk', ['remote', 'canary_version'], 'remote_releases', [
      'remote',
      'version',
    ])
    .execute();

  await db.schema
    .createTable('remote_release_events')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action in (${sql.join(RELEASE_ACTIONS.map((action) => sql.lit(action)))})`),
    )
    .addColumn('version', 'text')
    .addColumn('from_version', 'text')
    .addColumn('reason', 'text')
    .addColumn('figures', 'jsonb')
    .addColumn('actor', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('remote_release_events_remote_at_idx')
    .on('remote_release_events')
    .columns(['remote', 'at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_release_events').execute();
  await db.schema.dropTable('remote_channels').execute();
  await db.schema.dropTable('remote_releases').execute();
}
