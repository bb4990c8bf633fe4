// Read-modify-write of one toon by its owner, inside a transaction holding the row: concurrent
// updates of the same toon queue instead of overwriting each other's fields.
import type { Kysely } from 'kysely';
import type { ToonDocument } from 'shared-contracts/domain';
import type { AuthUser } from '../auth/user.js';
import type { Database } from '../db/schema.js';
import { requireFound, requireOwner } from './ownership.js';
import { findToon, type StoredToon, updateToon } from './toon-repository.js';

/** What `change` decides: the new document, or null to leave the toon as it is (nothing written). */
export type ToonChange = (document: ToonDocument) => ToonDocument | null;

/** Work done in the same transaction before the change is written (e.g. claiming its game toon). */
export type BeforeWrite = (trx: Kysely<Database>, next: ToonDocument) => Promise<void>;

export async function changeOwnToon(
  db: Kysely<Database>,
  caller: AuthUser,
  id: string,
  change: ToonChange,
  beforeWrite?: BeforeWrite,
): Promise<StoredToon> {
  return db.transaction().execute(async (trx) => {
    const toon = requireOwner(caller, requireFound(await findToon(trx, id, { lock: true })));
    const next = change(toon.document);
    if (next === null) return toon;
    if (beforeWrite) await beforeWrite(trx, next);
    await updateToon(trx, id, next, toon.document);
    return { ...toon, document: next };
  });
}
