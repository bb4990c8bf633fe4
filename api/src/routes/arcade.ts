// The arcade's results, for registered users (anonymous players keep theirs in the browser):
//   POST /api/arcade/awards   ArcadeAwardRequest → ArcadeAward (jellybeans within the daily cap;
//                             422 implausible, 429 cap already reached, 404 no user document)
//   GET  /api/arcade/records  → { records } the account's best results
import { Hono } from 'hono';
import { type ArcadeAward, ArcadeAwardRequestSchema } from 'shared-contracts/domain';
import { claimAward, readRecords } from '../arcade/arcade-repository.js';
import { DAILY_JELLYBEAN_CAP, jellybeansEarned, judgeClaim, recordOf } from '../arcade/award-rules.js';
import { requireAuth } from '../auth/middleware.js';
import type { AuthUser, TokenVerifier } from '../auth/user.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { parseJsonBody } from '../http/validate.js';

export interface ArcadeRouteDeps {
  database: Pick<DatabaseHandle, 'db'>;
  verifier: TokenVerifier;
  now: () => Date;
}

function registered(caller: AuthUser | null): AuthUser {
  if (!caller) throw new HttpError(401, 'unauthenticated', 'Sign in to use this.');
  if (caller.isAnonymous) {
    throw new HttpError(403, 'registered_only', 'Create an account to earn jellybeans and keep records.');
  }
  return caller;
}

export function arcadeRoutes({ database, verifier, now }: ArcadeRouteDeps): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();
  routes.use('/arcade/*', requireAuth(verifier), async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    await next();
  });

  routes.post('/arcade/awards', async (c) => {
    const caller = registered(c.get('user'));
    const claim = await parseJsonBody(c, ArcadeAwardRequestSchema);
    const verdict = judgeClaim(claim);
    if (!verdict.ok) throw new HttpError(422, 'implausible_result', verdict.reason);
    const at = now();
    const outcome = await claimAward(db, {
      uid: caller.uid,
      day: at.toISOString().slice(0, 10),
      earned: jellybeansEarned(claim),
      cap: DAILY_JELLYBEAN_CAP,
      record: recordOf(claim),
      at,
    });
    if (outcome.kind === 'no-user') {
      throw new HttpError(404, 'no_user', 'No user document yet: it is created at signup.');
    }
    if (outcome.capReached) {
      throw new HttpError(
        429,
        'daily_cap_reached',
        `The arcade gives at most ${DAILY_JELLYBEAN_CAP} jellybeans a day: come back tomorrow.`,
      );
    }
    const award: ArcadeAward = {
      awarded: outcome.awarded,
      jellybeans: outcome.jellybeans,
      awardedToday: outcome.awardedToday,
      dailyCap: DAILY_JELLYBEAN_CAP,
      records: await readRecords(db, caller.uid),
    };
    return c.json(award);
  });

  routes.get('/arcade/records', async (c) => {
    const caller = registered(c.get('user'));
    return c.json({ records: await readRecords(db, caller.uid) });
  });

  return routes;
}
