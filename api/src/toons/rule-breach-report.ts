// Stored toons that break the game's rules are not ranked (migration 0008); the api names each in
// its log once, whichever replica gets there first (the flag is set in the same statement).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Logger } from '../logger.js';

export async function reportRuleBreaches(db: Kysely<Database>, logger: Logger): Promise<number> {
  const rows = await db
    .updateTable('toons')
    .set({ rule_breach_reported: true })
    .where('rule_breach', 'is not', null)
    .where('rule_breach_reported', '=', false)
    .returning(['id', 'user_uid', 'rule_breach'])
    .execute();
  for (const row of rows) {
    logger.warn('toon breaks the game rules: not ranked in Top Toons', {
      toon: row.id,
      user: row.user_uid,
      breach: row.rule_breach,
    });
  }
  return rows.length;
}
