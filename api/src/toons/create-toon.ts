// Creating a toon: the server owns id, dates, totals and visibility, and keeps each user under the cap.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ToonDocument, ToonInput } from 'shared-contracts/domain';
import { toonTotals } from 'trinket-game/rules';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { AdmittedUser } from '../users/admit-user.js';
import { countUserToons, insertToon, lockUserRow, type StoredToon } from './toon-repository.js';

/** Enough for every toon slot of several game accounts; stops a script from filling the table. */
export const MAX_TOONS_PER_USER = 50;

export async function createToon(
  db: Kysely<Database>,
  caller: AdmittedUser,
  input: ToonInput,
  now: string,
): Promise<StoredToon> {
  return db.transaction().execute(async (trx) => {
    const owner = await lockUserRow(trx, caller);
    if ((await countUserToons(trx, caller.uid)) >= MAX_TOONS_PER_USER) {
      throw new HttpError(
        409,
        'too_many_toons',
        `You already have ${MAX_TOONS_PER_USER} toons: delete one to make room.`,
      );
    }
    const document: ToonDocument & { user: string } = {
      ...input,
      user: caller.uid,
      fish2: {},
      verifiedAt: null,
      verified: {},
      verified2: {},
      ...toonTotals(input.fish, input.rewards),
      createdAt: now,
      lastEditedAt: now,
      // Public once the user document is registered (the upgrade publishes a guest's toons).
      isPublic: !owner.isAnonymous,
    };
    const id = randomUUID();
    await insertToon(trx, id, document);
    return { id, document, snapshot: null };
  });
}
