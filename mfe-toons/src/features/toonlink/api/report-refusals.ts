import { RefusalReportResultSchema } from 'shared-contracts/domain';
import type { GameValueRefusal } from 'trinket-game/rules';
import { apiClient } from 'web-kit';
import { keepRefusals, sameRefusals } from '../lib/kept-refusals';

/** The set last reported for each toon in this page: one report per distinct set, not per read. */
const reported = new Map<string, GameValueRefusal[]>();

/**
 * Tells the api which of the game's values the toon `key` could not save (`POST
 * /api/toonlink/refusals`), so operators see which limit a real game breaks. Best effort: a report
 * that fails is not sent again for the same set (the game reads every 30 s; the log can miss one).
 */
function report(key: string, refusals: GameValueRefusal[]): void {
  if (refusals.length === 0 || sameRefusals(reported.get(key) ?? [], refusals)) return;
  reported.set(key, refusals);
  const body = { refusals: refusals.map(({ path, value }) => ({ path, value })) };
  apiClient()
    .post('/toonlink/refusals', body, { schema: RefusalReportResultSchema })
    .catch(() => undefined);
}

/** What a read of the toon `key` left out: kept for its dashboard, and reported once per set. */
export function noteRefusals(key: string, refusals: GameValueRefusal[], at: string): void {
  keepRefusals(key, refusals, at);
  report(key, refusals);
}
