// The game rules grew looser (issue 30): counts are no longer bounded by the original game's field
// widths (255 racing wins, 255 pink slips...), which Toontown Rewritten does not document, but by
// the site's own 1,000,000 (game/src/data/toon-limits.ts). Toons stored before are
// marked again, so those unranked only for such a count return to Top Toons.
import type { Kysely } from 'kysely';
import { markRuleBreaches } from '../../toons/mark-rule-breaches.js';
import type { Database } from '../schema.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await markRuleBreaches(db as Kysely<Database>);
}

export async function down(): Promise<void> {
  // Marks are derived from the rules; the previous migration's rules are not kept to restore them.
}
