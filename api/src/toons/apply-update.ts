// A client's update applied to a stored toon: only the fields sent, and `changed` false when every
// sent field already holds that value (the route then writes nothing and keeps lastEditedAt).
import type { ToonDocument, ToonUpdate } from 'shared-contracts/domain';
import { sameJson } from './same-json.js';
import { toonTotals } from './totals.js';

export interface UpdateOutcome {
  changed: boolean;
  document: ToonDocument;
}

export function applyToonUpdate(document: ToonDocument, update: ToonUpdate, now: string): UpdateOutcome {
  const next: ToonDocument = { ...document };
  let changed = false;
  for (const key of Object.keys(update) as (keyof ToonUpdate)[]) {
    const value = update[key];
    if (value === undefined || sameJson(document[key], value)) continue;
    Object.assign(next, { [key]: value });
    changed = true;
  }
  if (!changed) return { changed, document };
  return { changed, document: { ...next, ...toonTotals(next.fish, next.rewards), lastEditedAt: now } };
}
