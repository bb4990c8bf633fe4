// Each toon's last game snapshot (the Toon dashboard's sections, shared-contracts' toon-snapshot),
// kept with the toon so a registered player sees it after the game closes, in any browser. Written
// only by ToonLink's save (`POST /api/toons/links`, checked against the game toon and the size cap
// there), read only by the toon's owner. Null until the first save from the game.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('toons').addColumn('snapshot', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('toons').dropColumn('snapshot').execute();
}
