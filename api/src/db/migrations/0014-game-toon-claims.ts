// Issue 31: a game Toon belongs to one account, and toons whose values contradict each other are
// not ranked.
// - `game_toon_claims`: one row per game toon id, the account that claimed it (toons/
//   game-toon-claims.ts). Filled from the verified toons of registered accounts, the oldest toon
//   first, so each game Toon goes to the account that verified it first.
// - Every stored toon is marked again under the rules between its values (the game package:
//   game/src/rules/toons/toon-consistency.ts): one that breaks them leaves Top Toons.
import { type Kysely, sql } from 'kysely';
import { markRuleBreaches } from '../../toons/mark-rule-breaches.js';
import type { Database } from '../schema.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_toon_claims')
    .addColumn('toon_id', 'text', (col) => col.primaryKey())
    .addColumn('user_uid', 'text', (col) => col.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('claimed_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('game_toon_claims_user_uid_idx')
    .on('game_toon_claims')
    .column('user_uid')
    .execute();
  await sql`
    insert into game_toon_claims (toon_id, user_uid, claimed_at)
    select distinct on (t.toon_id) t.toon_id, t.user_uid, coalesce(t.verified_at, t.created_at)
    from toons t join users u on u.uid = t.user_uid
    where t.toon_id is not null and t.verified_at is not null and not u.is_anonymous
    order by t.toon_id, t.created_at, t.id
    on conflict (toon_id) do nothing`.execute(db);
  await markRuleBreaches(db as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_toon_claims').execute();
}
