// The store's per-user state. The catalogue, giveaways and promotions themselves are shipped data
// (api/data/store/*.json, validated at start); rows here name them by slug and copy what must not
// change afterwards (the price paid). Balances live on users (0001: jellybeans >= 0 is checked there).
//   giveaway_entries: one per user and giveaway (the primary key refuses a second).
//   purchases: what a user collected or bought, at most one of each item, read newest first.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('giveaway_entries')
    .addColumn('giveaway_slug', 'text', (col) => col.notNull())
    .addColumn('user_uid', 'text', (col) => col.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('entered_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('giveaway_entries_pkey', ['giveaway_slug', 'user_uid'])
    .execute();
  await db.schema
    .createIndex('giveaway_entries_user_uid_idx')
    .on('giveaway_entries')
    .column('user_uid')
    .execute();

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_uid', 'text', (col) => col.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('item_slug', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('collected', 'bought')`))
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('purchased_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('purchases_user_item_unique', ['user_uid', 'item_slug'])
    .execute();
  await db.schema
    .createIndex('purchases_user_newest_idx')
    .on('purchases')
    .columns(['user_uid', 'purchased_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('purchases').execute();
  await db.schema.dropTable('giveaway_entries').execute();
}
