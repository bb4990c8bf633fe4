// Sets `rule_breach` of every stored toon from the game rules as they are now (null when a toon
// follows them). A migration calls it whenever the rules grow stricter, so a toon saved under the
// old rules and breaking the new ones leaves Top Toons (and is logged once, rule-breach-report.ts).
import type { Kysely } from 'kysely';
import { firstRuleBreach } from 'trinket-game/rules';
import type { Database } from '../db/schema.js';
import { toStoredToon } from './toon-repository.js';

const BATCH = 500;

/** The breach of a stored row, or a note that the row does not even read as a toon. */
function breachOf(row: Parameters<typeof toStoredToon>[0]): string | null {
  try {
    return firstRuleBreach(toStoredToon(row).document);
  } catch {
    return 'toon: Does not read as a toon';
  }
}

/** Marks every stored toon, in batches by id; returns how many rows changed. */
export async function markRuleBreaches(db: Kysely<Database>): Promise<number> {
  let after = '';
  let changed = 0;
  for (;;) {
    const rows = await db
      .selectFrom('toons')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const breach = breachOf(row);
      if (breach === row.rule_breach) continue;
      await db
        .updateTable('toons')
        // A newly broken rule is reported again, whatever an older breach was.
        .set({ rule_breach: breach, rule_breach_reported: false })
        .where('id', '=', row.id)
        .execute();
      changed += 1;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return changed;
    after = last.id;
  }
}
