// One ToonLink event for the caller's toon of a game toon: found (or created) and changed in one
// transaction, so the player's fields, the verified values and the game's snapshot land together
// or not at all. This is the only write of a toon's snapshot.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type LinkedToonSave, newerSnapshot, type ToonSnapshot } from 'shared-contracts/domain';
import { applyLinkedChange, newToonDocument } from 'trinket-game/rules';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { AdmittedUser } from '../users/admit-user.js';
import { MAX_TOONS_PER_USER } from './create-toon.js';
import { linkedElsewhere, requireConsistent, requireStorableSize } from './game-rules.js';
import { claimGameToon } from './game-toon-claims.js';
import {
  countUserToons,
  insertToon,
  lockUserRow,
  type StoredToon,
  toStoredToon,
  updateSnapshot,
  updateToon,
} from './toon-repository.js';

export interface SavedLinkedToon {
  toon: StoredToon;
  created: boolean;
}

/**
 * Applies `save` to the caller's toon for `save.report.toonId`, and keeps `snapshot` (already
 * checked: linked-snapshot.ts) as its last snapshot unless the toon holds a later read.
 */
export async function saveLinkedToon(
  db: Kysely<Database>,
  caller: AdmittedUser,
  save: Omit<LinkedToonSave, 'snapshot'>,
  snapshot: ToonSnapshot | null,
  now: string,
): Promise<SavedLinkedToon> {
  return db.transaction().execute(async (trx) => {
    const owner = await lockUserRow(trx, caller);
    const row = await trx
      .selectFrom('toons')
      .selectAll()
      .where('user_uid', '=', caller.uid)
      .where('toon_id', '=', save.report.toonId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    const existing = row ? toStoredToon(row) : null;
    if (!existing && (await countUserToons(trx, caller.uid)) >= MAX_TOONS_PER_USER) {
      throw new HttpError(
        409,
        'too_many_toons',
        `You already have ${MAX_TOONS_PER_USER} toons: delete one to make room.`,
      );
    }
    const base =
      existing?.document ??
      newToonDocument({ user: caller.uid, name: save.name, now, isPublic: !owner.isAnonymous });
    const outcome = applyLinkedChange(base, { update: save.update, report: save.report }, now);
    if (outcome.kind === 'linked-elsewhere') throw linkedElsewhere(outcome.toonId, save.report.toonId);
    const next = requireStorableSize(outcome.document);
    // Refused when the change contradicts itself (a rod and its fish...); what was stored stays.
    requireConsistent(next, now, existing?.document);
    // The first verified link claims the game toon for the account (409 when another holds it).
    await claimGameToon(trx, caller, save.report.toonId, now);
    // Two browsers may save the same toon: the later read stays, whichever arrives last.
    const kept = newerSnapshot(existing?.snapshot ?? null, snapshot);
    if (existing) {
      if (outcome.changed) await updateToon(trx, existing.id, next, existing.document);
      if (kept && kept !== existing.snapshot) await updateSnapshot(trx, existing.id, kept);
      return {
        toon: { id: existing.id, document: next, snapshot: kept, hidden: existing.hidden },
        created: false,
      };
    }
    const id = randomUUID();
    await insertToon(trx, id, { ...next, user: caller.uid });
    if (kept) await updateSnapshot(trx, id, kept);
    return { toon: { id, document: next, snapshot: kept }, created: true };
  });
}
