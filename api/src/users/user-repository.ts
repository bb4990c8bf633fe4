// Reads and writes user documents. Rows become the shared User shape here and nowhere else.

import type { Kysely, Selectable } from 'kysely';
import type { User } from 'shared-contracts/domain';
import type { Database, UsersTable } from '../db/schema.js';
import { publishUserToons } from '../toons/toon-repository.js';
import type { AdmittedUser } from './admit-user.js';

function toUser(row: Selectable<UsersTable>): User {
  return {
    uid: row.uid,
    email: row.email,
    isAnonymous: row.is_anonymous,
    createdAt: new Date(row.created_at).toISOString(),
    trinkets: row.trinkets.filter((slug): slug is string => typeof slug === 'string'),
    jellybeans: row.jellybeans,
  };
}

export async function findUser(db: Kysely<Database>, uid: string): Promise<User | null> {
  const row = await db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
  return row ? toUser(row) : null;
}

/**
 * Creates the user's document, or updates email and isAnonymous of an existing one (an anonymous
 * account upgraded in place keeps its uid, its createdAt and everything it collected). On that
 * upgrade the user's toons become public, as a registered user's toons are. Only an admitted
 * caller (users/admit-user.ts) may create one.
 */
export async function saveUser(
  db: Kysely<Database>,
  identity: AdmittedUser,
): Promise<{ user: User; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select('is_anonymous')
      .where('uid', '=', identity.uid)
      .forUpdate()
      .executeTakeFirst();
    const row = await trx
      .insertInto('users')
      .values({ uid: identity.uid, email: identity.email, is_anonymous: identity.isAnonymous })
      .onConflict((conflict) =>
        conflict.column('uid').doUpdateSet({
          email: identity.email,
          is_anonymous: identity.isAnonymous,
          updated_at: new Date(),
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    if (before?.is_anonymous && !identity.isAnonymous) await publishUserToons(trx, identity.uid);
    return { user: toUser(row), created: before === undefined };
  });
}
