// The one way to a new user row. Every route that may create the caller's row (PUT /api/users/:uid
// at sign-up, a first toon, a first ToonLink event) admits the caller here first: a caller without
// a row spends one of its network's sign-ups, the same budget whichever route comes first, so an
// account the sign-up limit refused cannot be made by another door. The functions that insert a
// user row (saveUser, lockUserRow) take only an AdmittedUser, so a new door cannot skip this.
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../auth/user.js';
import type { Database } from '../db/schema.js';
import type { AppEnv } from '../http/env.js';

declare const admitted: unique symbol;

/** A verified caller whose user row exists, or who has spent a sign-up to create it. */
export type AdmittedUser = AuthUser & { readonly [admitted]: true };

/** Throws 429 (Retry-After, with the reason) when the caller has no row and its network no sign-up left. */
export async function admitUser(
  c: Context<AppEnv>,
  db: Kysely<Database>,
  caller: AuthUser,
): Promise<AdmittedUser> {
  const row = await db.selectFrom('users').select('uid').where('uid', '=', caller.uid).executeTakeFirst();
  // Two first requests of one new account may both spend a sign-up: rare, and never in its favour.
  if (!row) await c.get('spendSignUp')?.();
  return caller as AdmittedUser;
}
