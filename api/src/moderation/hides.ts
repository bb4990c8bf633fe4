// Moderators hide a toon, or every toon of an account, from Top Toons and show it again. The reason
// is kept on the row (its owner reads it on their toon: toon-repository's asOwnToon); the ranking's
// predicate and counter leave hidden toons out (migration 0013). Each action closes the open reports
// it answers and is written to the audit log in the same transaction.
import type { Kysely } from 'kysely';
import type { HiddenEntries } from 'shared-contracts/domain';
import type { Database } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import { writeAudit } from './audit-log.js';
import { closeReportsOf } from './reports.js';

/** Hidden toons and accounts a moderator sees at once (most recently hidden first). */
export const HIDDEN_SHOWN = 200;

export interface ModeratorAction {
  moderatorUid: string;
  reason: string;
  at: Date;
}

export async function setToonHidden(
  db: Kysely<Database>,
  toonId: string,
  hidden: boolean,
  action: ModeratorAction,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('toons')
      .set(
        hidden
          ? { hidden_reason: action.reason, hidden_at: action.at, hidden_by: action.moderatorUid }
          : { hidden_reason: null, hidden_at: null, hidden_by: null },
      )
      .where('id', '=', toonId)
      .where('hidden_reason', hidden ? 'is' : 'is not', null)
      .returning('user_uid')
      .executeTakeFirst();
    if (!row) {
      const exists = await trx.selectFrom('toons').select('id').where('id', '=', toonId).executeTakeFirst();
      if (!exists) throw notFound('No toon has this id.');
      throw hidden
        ? new HttpError(
            409,
            'already_hidden',
            'This Toon is already hidden: show it again first to change why.',
          )
        : new HttpError(409, 'not_hidden', 'This Toon is not hidden on its own (its account may be).');
    }
    if (hidden) await closeReportsOf(trx, { toonId }, action.moderatorUid, action.at);
    await writeAudit(trx, {
      actorUid: action.moderatorUid,
      action: hidden ? 'hide-toon' : 'unhide-toon',
      toonId,
      accountUid: row.user_uid,
      reason: action.reason,
      at: action.at,
    });
  });
}

export async function setAccountHidden(
  db: Kysely<Database>,
  uid: string,
  hidden: boolean,
  action: ModeratorAction,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The account's toons follow through a trigger (migration 0013).
    const row = await trx
      .updateTable('users')
      .set(
        hidden
          ? { hidden_reason: action.reason, hidden_at: action.at, hidden_by: action.moderatorUid }
          : { hidden_reason: null, hidden_at: null, hidden_by: null },
      )
      .where('uid', '=', uid)
      .where('hidden_reason', hidden ? 'is' : 'is not', null)
      .returning('uid')
      .executeTakeFirst();
    if (!row) {
      const exists = await trx.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst();
      if (!exists) throw notFound('No account has this id.');
      throw hidden
        ? new HttpError(
            409,
            'already_hidden',
            'This account is already hidden: show it again first to change why.',
          )
        : new HttpError(409, 'not_hidden', 'This account is not hidden.');
    }
    if (hidden) await closeReportsOf(trx, { accountUid: uid }, action.moderatorUid, action.at);
    await writeAudit(trx, {
      actorUid: action.moderatorUid,
      action: hidden ? 'hide-account' : 'unhide-account',
      accountUid: uid,
      reason: action.reason,
      at: action.at,
    });
  });
}

export async function hiddenEntries(db: Kysely<Database>): Promise<HiddenEntries> {
  const toons = await db
    .selectFrom('toons')
    .select(['id', 'name', 'user_uid', 'hidden_reason', 'hidden_by', 'hidden_at'])
    .where('hidden_reason', 'is not', null)
    .orderBy('hidden_at', 'desc')
    .orderBy('id')
    .limit(HIDDEN_SHOWN)
    .execute();
  const accounts = await db
    .selectFrom('users')
    .select(['uid', 'hidden_reason', 'hidden_by', 'hidden_at'])
    .select((eb) =>
      eb
        .selectFrom('toons')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .whereRef('toons.user_uid', '=', 'users.uid')
        .as('toons'),
    )
    .where('hidden_reason', 'is not', null)
    .orderBy('hidden_at', 'desc')
    .orderBy('uid')
    .limit(HIDDEN_SHOWN)
    .execute();
  return {
    toons: toons.map((row) => ({
      toonId: row.id,
      toonName: row.name,
      ownerUid: row.user_uid,
      reason: row.hidden_reason ?? '',
      hiddenBy: row.hidden_by,
      hiddenAt: row.hidden_at?.toISOString() ?? null,
    })),
    accounts: accounts.map((row) => ({
      uid: row.uid,
      reason: row.hidden_reason ?? '',
      toons: Number(row.toons ?? 0),
      hiddenBy: row.hidden_by,
      hiddenAt: row.hidden_at?.toISOString() ?? null,
    })),
  };
}
