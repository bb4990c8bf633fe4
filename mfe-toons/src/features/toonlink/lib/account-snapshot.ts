import type { Toon, ToonLinkData, ToonSnapshot } from 'shared-contracts/domain';
import { gameSnapshot, sameJson } from 'trinket-game/rules';
import type { LinkedToonPlan } from '../../../lib/toons';

// A registered player's ToonLink also keeps each toon's last snapshot in the account (the api
// stores it with the toon), so the dashboard shows it after the game closes in any browser. It
// travels in the link's one save request; nothing else sends one.

/**
 * How old the account's read may get while the game sends the same data: then it is sent again,
 * so the time shown elsewhere is at most this far behind the last read.
 */
export const ACCOUNT_SNAPSHOT_REFRESH_MS = 5 * 60_000;

/** True when the account's snapshot of `existing` should take the read `next`. */
function accountNeedsRead(existing: Toon, next: ToonSnapshot): boolean {
  const kept = existing.snapshot;
  if (!kept || !sameJson(kept.data, next.data)) return true;
  return Date.parse(next.at) - Date.parse(kept.at) >= ACCOUNT_SNAPSHOT_REFRESH_MS;
}

/**
 * The save for one event from the game toon `toonId`, with its snapshot (the data read at `at`):
 * the event's `plan` carries it; without one (nothing else changed) a save of the snapshot alone
 * when the account's is different or stale. No snapshot when it is too large to keep.
 */
export function withAccountSnapshot(
  plan: LinkedToonPlan | null,
  existing: Toon | null,
  toonId: string,
  data: ToonLinkData,
  at: string,
): LinkedToonPlan | null {
  const snapshot = gameSnapshot(data, at);
  if (!snapshot) return plan;
  if (plan) return { ...plan, snapshot };
  if (!existing || !accountNeedsRead(existing, snapshot)) return null;
  return { name: existing.name, update: null, report: { toonId }, snapshot };
}
