// User documents, keyed by Firebase uid. Each caller reads and writes only their own:
//   PUT /api/users/:uid  {email, isAnonymous}  → 201 created | 200 updated (anonymous upgrade)
//                                              | 429 no sign-up left for the caller's network
//   GET /api/users/:uid                        → 200 | 404 before the first PUT
import { Hono } from 'hono';
import { CreateUserBodySchema } from 'shared-contracts/domain';
import { z } from 'zod';
import { requireAuth } from '../auth/middleware.js';
import type { AuthUser, TokenVerifier } from '../auth/user.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AppEnv } from '../http/env.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { parseJsonBody, parseParams } from '../http/validate.js';
import { admitUser } from '../users/admit-user.js';
import { findUser, saveUser } from '../users/user-repository.js';

const UidParamsSchema = z.object({ uid: z.string().min(1).max(128) });

function ownUid(caller: AuthUser, uid: string): string {
  if (caller.uid !== uid) {
    throw new HttpError(403, 'forbidden', 'You can only use your own user document.');
  }
  return uid;
}

export function userRoutes(database: Pick<DatabaseHandle, 'db'>, verifier: TokenVerifier): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/users/*', requireAuth(verifier));

  routes.put('/users/:uid', async (c) => {
    const caller = c.get('user');
    if (!caller) throw new HttpError(401, 'unauthenticated', 'Sign in to use this.');
    ownUid(caller, parseParams(c, UidParamsSchema).uid);
    const body = await parseJsonBody(c, CreateUserBodySchema);
    // The verified token is the only source of the email and of anonymity; the body merely says
    // what the client believes, and a body that disagrees is refused rather than stored.
    if (body.isAnonymous !== caller.isAnonymous) {
      throw badRequest(
        `isAnonymous is ${body.isAnonymous} but this account is ${caller.isAnonymous ? '' : 'not '}anonymous.`,
      );
    }
    if ((body.email?.toLowerCase() ?? null) !== (caller.email?.toLowerCase() ?? null)) {
      throw badRequest(
        caller.email
          ? 'email does not match the signed-in account.'
          : 'email must be null: this account has no email address.',
      );
    }
    // A new account spends one of its network's sign-ups here (429 when none is left).
    const { user, created } = await saveUser(database.db, await admitUser(c, database.db, caller));
    c.header('Cache-Control', 'private, no-store');
    return c.json(user, created ? 201 : 200);
  });

  routes.get('/users/:uid', async (c) => {
    const caller = c.get('user');
    if (!caller) throw new HttpError(401, 'unauthenticated', 'Sign in to use this.');
    const uid = ownUid(caller, parseParams(c, UidParamsSchema).uid);
    const user = await findUser(database.db, uid);
    if (!user) throw notFound('No user document yet: it is created at signup or anonymous sign-in.');
    c.header('Cache-Control', 'private, no-store');
    return c.json(user);
  });

  return routes;
}
