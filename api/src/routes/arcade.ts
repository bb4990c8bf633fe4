// The arcade's results, for registered users (anonymous players keep theirs in the browser):
//   POST /api/arcade/sessions  { game } → { game, seed, expiresAt }: a seed for one game, bound to
//                              the caller, claimable once within the hour (429 too many open)
//   POST /api/arcade/awards    ArcadeClaim (seed + input log) → ArcadeAward. The api replays the
//                              game with the shared rules and pays from its own score within the
//                              daily cap. 400 invalid log, 403 foreign seed, 404 unknown seed,
//                              409 seed used or score not the replay's, 410 expired, 422 not
//                              possible in the time, 429 cap reached: each saves nothing.
//   GET  /api/arcade/records   → { records } the account's best results
import { Hono } from 'hono';
import type { ArcadeAward } from 'shared-contracts/domain';
import { ArcadeClaimSchema, type ArcadeSession, ArcadeSessionRequestSchema } from 'shared-contracts/domain';
import { claimAward, readRecords } from '../arcade/arcade-repository.js';
import { DAILY_JELLYBEAN_CAP, judgeClaim, MAX_OPEN_SESSIONS } from '../arcade/award-rules.js';
import { findSession, issueSession, sessionProblem } from '../arcade/session-repository.js';
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

const noUser = () => new HttpError(404, 'no_user', 'No user document yet: it is created at signup.');

export function arcadeRoutes({ database, verifier, now }: ArcadeRouteDeps): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();
  routes.use('/arcade/*', requireAuth(verifier), async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    await next();
  });

  routes.post('/arcade/sessions', async (c) => {
    const caller = registered(c.get('user'));
    const { game } = await parseJsonBody(c, ArcadeSessionRequestSchema);
    const outcome = await issueSession(db, caller.uid, game, now());
    if (outcome.kind === 'no-user') throw noUser();
    if (outcome.kind === 'too-many') {
      throw new HttpError(
        429,
        'too_many_sessions',
        `At most ${MAX_OPEN_SESSIONS} games can be open at once: finish one or wait for it to expire.`,
      );
    }
    const session: ArcadeSession = { game, seed: outcome.seed, expiresAt: outcome.expiresAt.toISOString() };
    return c.json(session, 201);
  });

  routes.post('/arcade/awards', async (c) => {
    const caller = registered(c.get('user'));
    const claim = await parseJsonBody(c, ArcadeClaimSchema);
    const at = now();
    const session = await findSession(db, claim.seed);
    const problem = sessionProblem(session, { uid: caller.uid, game: claim.game, now: at });
    if (problem || !session) {
      const refusal = problem ?? { status: 404 as const, code: 'unknown_seed', message: 'Unknown seed.' };
      throw new HttpError(refusal.status, refusal.code, refusal.message);
    }
    const judgement = judgeClaim(claim, { issuedAt: session.issuedAt, now: at });
    if (!judgement.ok) throw new HttpError(judgement.status, judgement.code, judgement.message);

    const outcome = await claimAward(db, {
      uid: caller.uid,
      seed: claim.seed,
      game: claim.game,
      day: at.toISOString().slice(0, 10),
      earned: judgement.earned,
      cap: DAILY_JELLYBEAN_CAP,
      record: judgement.record,
      at,
    });
    if (outcome.kind === 'no-user') throw noUser();
    if (outcome.kind === 'seed-spent') {
      throw new HttpError(409, 'seed_used', 'This game has already been claimed.');
    }
    if (outcome.kind === 'capped') {
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
