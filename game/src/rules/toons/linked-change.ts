// One ToonLink event for a toon: the player's fields that follow the game, and the values read from
// it for the verified-stat rule, applied together (one request, one transaction in the api; one
// write in the browser).
import type { LinkedToonUpdate, ToonDocument, ToonVerification } from 'shared-contracts/domain';
import { applyToonUpdate } from './toon-update.js';
import { applyVerification } from './verified-toon.js';

export interface LinkedChange {
  /** Fields to change (never `toonId`: the report sets it), or null for none. */
  update: LinkedToonUpdate | null;
  report: Pick<ToonVerification, 'toonId' | 'fish' | 'stats'>;
}

export type LinkedChangeOutcome<T> =
  | { kind: 'applied'; changed: boolean; document: T }
  | { kind: 'linked-elsewhere'; toonId: string | null };

export function applyLinkedChange<T extends ToonDocument>(
  toon: T,
  change: LinkedChange,
  now: string,
): LinkedChangeOutcome<T> {
  // The report decides first whether this toon may take values from that game toon at all.
  const verified = applyVerification(toon, change.report, now);
  if (verified.kind === 'linked-elsewhere') return verified;
  if (!change.update) return verified;
  const updated = applyToonUpdate(verified.document, change.update, now);
  // The update holds no toonId, so it can never be refused for moving the toon.
  if (updated.kind !== 'applied') return { kind: 'linked-elsewhere', toonId: updated.toonId };
  return {
    kind: 'applied',
    changed: verified.changed || updated.changed,
    document: updated.document,
  };
}
