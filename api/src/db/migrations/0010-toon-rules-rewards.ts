// The game rules grew stricter: remotes only of the kinds the game documents, SOS cards of at most
// the game's 41 SOS toons, a toon at most 32 KiB (game/src/data/toon-limits.ts). Toons
// stored before that are marked again, so those that break the new rules leave Top Toons.
import type { Kysely } from 'kysely';
import { markRuleBreaches } from '../../toons/mark-rule-breaches.js';
import type { Database } from '../schema.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await markRuleBreaches(db as Kysely<Database>);
}

export async function down(): Promise<void> {
  // Marks are derived from the rules; the previous migration's rules are not kept to restore them.
}
