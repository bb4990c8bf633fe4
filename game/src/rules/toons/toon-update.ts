// A player's update applied to a toon: only the fields sent, fresh totals, and `changed` false when
// every sent field already holds its value (then nothing is written and lastEditedAt stays).
import type { ToonDocument, ToonUpdate } from 'shared-contracts/domain';
import { sameJson } from './same-json.js';
import { toonTotals } from './toon-totals.js';
import { isVerifiedToon } from './verified-toon.js';

export type ToonUpdateOutcome<T> =
  | { kind: 'applied'; changed: boolean; document: T }
  /** The update would move a verified toon off its game toon (`toonId`), or clear its link. */
  | { kind: 'toon-id-locked'; toonId: string | null };

export function applyToonUpdate<T extends ToonDocument>(
  toon: T,
  update: ToonUpdate,
  now: string,
): ToonUpdateOutcome<T> {
  if (update.toonId !== undefined && update.toonId !== toon.toonId && isVerifiedToon(toon)) {
    return { kind: 'toon-id-locked', toonId: toon.toonId };
  }
  const next: T = { ...toon };
  let changed = false;
  for (const key of Object.keys(update) as (keyof ToonUpdate)[]) {
    const value = update[key];
    if (value === undefined || sameJson(toon[key], value)) continue;
    Object.assign(next, { [key]: value });
    changed = true;
  }
  if (!changed) return { kind: 'applied', changed, document: toon };
  return {
    kind: 'applied',
    changed,
    document: { ...next, ...toonTotals(next.fish, next.rewards), lastEditedAt: now },
  };
}
