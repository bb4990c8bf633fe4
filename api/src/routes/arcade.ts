// The arcade's results, for registered users (anonymous players keep theirs in the browser):
//   POST /api/arcade/sessions  { game: 'toons-up' } | { game: 'cogsweeper', board: level }
//                              → { game, seed, expiresAt }: one game, bound to the caller, claimable
//                              once within the hour (429 too many open). A cogsweeper session's
//                              board is kept by the api: its Cogs come from a secret of its own.
//   POST /api/arcade/sessions/:seed/moves  { action, index } → CogsweeperBoard: one move on a kept
//                              board, answered with what the player may see (nothing of a hidden
//                              Cog). 409 game over, 429 (Retry-After) past the moves budget.
//   POST /api/arcade/awards    ArcadeClaim → ArcadeAward. toons-up: the api replays the seed and
//                              input log; cogsweeper: the api reads its own record of the board.
//                              Pays from its own result within the daily cap. Cheap checks come
//                              first (owner, unused, unexpired, a result real time allows), then
//                              the replay, within the caller's and the address's replay budget
//                              (429 with Retry-After, the seed kept). Any refused claim spends its
//                              seed: 400 invalid log, 409 score not the replay's, 422 not possible
//                              in the time or not won. Also 403 foreign seed, 404 unknown seed,
//                              409 seed used, 410 expired, 429 daily cap reached: these save nothing.
//   GET  /api/arcade/records   → { records } the account's best results
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ArcadeAward } from 'shared-contracts/domain';
import {
  ArcadeClaimSchema,
  ArcadeSeedParamSchema,
  type ArcadeSession,
  ArcadeSessionRequestSchema,
  CogsweeperMoveSchema,
} from 'shared-contracts/domain';
import { z } from 'zod';
import { type ArcadeBudgets, createArcadeBudgets } from '../arcade/arcade-budgets.js';
import { claimAward, readRecords, spendSeed } from '../arcade/arcade-repository.js';
import {
  DAILY_JELLYBEAN_CAP,
  type Judgement,
  judgeKeptBoard,
  judgeToonsUp,
  leastToonsUpSteps,
  MAX_OPEN_SESSIONS,
  precheckToonsUp,
  toonsUpStepLimit,
} from '../arcade/award-rules.js';
import { boardElapsedMs, playMove, readKeptBoard } from '../arcade/board-repository.js';
import {
  findSession,
  issueSession,
  type StoredSession,
  sessionProblem,
} from '../arcade/session-repository.js';
import { requireAuth } from '../auth/middleware.js';
import type { AuthUser, TokenVerifier } from '../auth/user.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { parseJsonBody, parseParams } from '../http/validate.js';
import { clientAddress } from '../security/client-address.js';

export interface ArcadeRouteDeps {
  database: Pick<DatabaseHandle, 'db'>;
  verifier: TokenVerifier;
  now: () => Date;
  /** Proxies in front of the api whose X-Forwarded-For is believed (the address's budgets). */
  trustProxyHops?: number;
  /** Replay and move budgets; a fresh set per app by default. */
  budgets?: ArcadeBudgets;
}

function registered(caller: AuthUser | null): AuthUser {
  if (!caller) throw new HttpError(401, 'unauthenticated', 'Sign in to use this.');
  if (caller.isAnonymous) {
    throw new HttpError(403, 'registered_only', 'Create an account to earn jellybeans and keep records.');
  }
  return caller;
}

const noUser = () => new HttpError(404, 'no_user', 'No user document yet: it is created at signup.');

const busy = (msBeforeNext: number, what: string) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, 'arcade_busy', `Too many ${what}: try again in ${seconds} s.`, undefined, {
    'Retry-After': String(seconds),
  });
};

const SeedParamsSchema = z.object({ seed: ArcadeSeedParamSchema });

export function arcadeRoutes({
  database,
  verifier,
  now,
  trustProxyHops = 0,
  budgets = createArcadeBudgets(),
}: ArcadeRouteDeps): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();
  routes.use('/arcade/*', requireAuth(verifier), async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    await next();
  });
  const addressOf = (c: Context<AppEnv>) => `address:${clientAddress(c, trustProxyHops)}`;

  routes.post('/arcade/sessions', async (c) => {
    const caller = registered(c.get('user'));
    const request = await parseJsonBody(c, ArcadeSessionRequestSchema);
    const outcome = await issueSession(db, caller.uid, request, now());
    if (outcome.kind === 'no-user') throw noUser();
    if (outcome.kind === 'too-many') {
      throw new HttpError(
        429,
        'too_many_sessions',
        `At most ${MAX_OPEN_SESSIONS} games can be open at once: finish one or wait for it to expire.`,
      );
    }
    const session: ArcadeSession = {
      game: request.game,
      seed: outcome.seed,
      expiresAt: outcome.expiresAt.toISOString(),
    };
    return c.json(session, 201);
  });

  routes.post('/arcade/sessions/:seed/moves', async (c) => {
    const caller = registered(c.get('user'));
    const { seed } = parseParams(c, SeedParamsSchema);
    const move = await parseJsonBody(c, CogsweeperMoveSchema);
    const at = now();
    const uid = `uid:${caller.uid}`;
    const address = addressOf(c);
    if (!budgets.moves.trySpend(uid, address, 1, at.getTime())) {
      throw busy(budgets.moves.msUntil(uid, address, 1, at.getTime()), 'moves in a short time');
    }
    const outcome = await playMove(db, { uid: caller.uid, seed, move, now: at });
    if (outcome.kind === 'refused') {
      const { status, code, message } = outcome.problem;
      throw new HttpError(status, code, message);
    }
    return c.json(outcome.answer);
  });

  /** Judges a claim on a session that passed the cheap checks; a refusal spends the seed. */
  async function judge(
    c: Context<AppEnv>,
    caller: AuthUser,
    claim: z.infer<typeof ArcadeClaimSchema>,
    session: StoredSession,
    at: Date,
  ): Promise<Judgement & { ok: true }> {
    const clock = { issuedAt: session.issuedAt, now: at };
    let judgement: Judgement;
    if (claim.game === 'cogsweeper') {
      const board = await readKeptBoard(db, claim.seed);
      if (!board) throw new HttpError(404, 'unknown_board', 'This game has no board kept by the arcade.');
      judgement = judgeKeptBoard({
        level: board.level,
        status: board.status,
        elapsedMs: boardElapsedMs(board, at),
      });
    } else {
      judgement = precheckToonsUp(claim, clock) ?? (await replayWithinBudget(c, caller, claim, clock));
    }
    if (!judgement.ok) {
      // A refused claim is final: its seed cannot be sent again for another costly look.
      await spendSeed(db, { uid: caller.uid, seed: claim.seed, at });
      throw new HttpError(judgement.status, judgement.code, judgement.message);
    }
    return judgement;
  }

  async function replayWithinBudget(
    c: Context<AppEnv>,
    caller: AuthUser,
    claim: z.infer<typeof ArcadeClaimSchema> & { game: 'toons-up' },
    clock: { issuedAt: Date; now: Date },
  ): Promise<Judgement> {
    const uid = `uid:${caller.uid}`;
    const address = addressOf(c);
    const nowMs = clock.now.getTime();
    const needed = toonsUpStepLimit(clock);
    const wait = () =>
      busy(budgets.replaySteps.msUntil(uid, address, needed, nowMs), 'games to check in a short time');
    const available = budgets.replaySteps.available(uid, address, nowMs);
    if (available <= 0) throw wait();
    const verdict = judgeToonsUp(claim, clock, available);
    budgets.replaySteps.spend(uid, address, verdict.steps, nowMs);
    if (!verdict.judgement) throw wait();
    return verdict.judgement;
  }

  routes.post('/arcade/awards', async (c) => {
    const caller = registered(c.get('user'));
    const claim = await parseJsonBody(c, ArcadeClaimSchema);
    const at = now();
    if (claim.game === 'toons-up') {
      // A budget that cannot cover even the shortest replay this claim allows is refused before
      // anything else, the database included: a flood of claims past it costs next to nothing.
      const uid = `uid:${caller.uid}`;
      const address = addressOf(c);
      const least = leastToonsUpSteps(claim);
      if (budgets.replaySteps.available(uid, address, at.getTime()) < least) {
        throw busy(
          budgets.replaySteps.msUntil(uid, address, least, at.getTime()),
          'games to check in a short time',
        );
      }
    }
    const session = await findSession(db, claim.seed);
    const problem = sessionProblem(session, { uid: caller.uid, game: claim.game, now: at });
    if (problem || !session) {
      const refusal = problem ?? { status: 404 as const, code: 'unknown_seed', message: 'Unknown seed.' };
      throw new HttpError(refusal.status, refusal.code, refusal.message);
    }
    const judgement = await judge(c, caller, claim, session, at);

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
