// Arcade sessions: the seeds the api hands out, one game each, bound to a user and short-lived.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ArcadeGame, ArcadeSessionRequest } from 'shared-contracts/domain';
import type { Database } from '../db/schema.js';
import { MAX_OPEN_SESSIONS, SESSION_LIFETIME_MS } from './award-rules.js';
import { createKeptBoard } from './board-repository.js';

export type IssueOutcome =
  | { kind: 'issued'; seed: number; expiresAt: Date }
  | { kind: 'no-user' }
  | { kind: 'too-many' };

/** How long a claimed or expired seed is kept, so a late claim hears "used" or "expired", not "unknown". */
const KEEP_SPENT_MS = 24 * 60 * 60 * 1000;

/** A seed for one game; a cogsweeper session also gets the board the api keeps for it. */
export async function issueSession(
  db: Kysely<Database>,
  uid: string,
  request: ArcadeSessionRequest,
  now: Date,
): Promise<IssueOutcome> {
  const { game } = request;
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('uid')
      .where('uid', '=', uid)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return { kind: 'no-user' } as const;
    await trx
      .deleteFrom('arcade_sessions')
      .where('user_uid', '=', uid)
      .where('expires_at', '<', new Date(now.getTime() - KEEP_SPENT_MS))
      .execute();
    const open = await trx
      .selectFrom('arcade_sessions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_uid', '=', uid)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    if (Number(open.count) >= MAX_OPEN_SESSIONS) return { kind: 'too-many' } as const;

    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    // Seeds are unique across users: on the rare clash with a kept seed, draw again.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const seed = randomInt(0, 2 ** 32);
      const inserted = await trx
        .insertInto('arcade_sessions')
        .values({ seed, user_uid: uid, game, issued_at: now, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('seed').doNothing())
        .returning('user_uid')
        .executeTakeFirst();
      if (!inserted) continue;
      if (request.game === 'cogsweeper') await createKeptBoard(trx, seed, request.board);
      return { kind: 'issued', seed, expiresAt } as const;
    }
    throw new Error('No free arcade seed after 8 draws');
  });
}

export interface StoredSession {
  userUid: string;
  game: string;
  issuedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export async function findSession(db: Kysely<Database>, seed: number): Promise<StoredSession | null> {
  const row = await db
    .selectFrom('arcade_sessions')
    .select(['user_uid', 'game', 'issued_at', 'expires_at', 'used_at'])
    .where('seed', '=', String(seed))
    .executeTakeFirst();
  if (!row) return null;
  return {
    userUid: row.user_uid,
    game: row.game,
    issuedAt: new Date(row.issued_at),
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
  };
}

export type SessionProblem = { status: 400 | 403 | 404 | 409 | 410; code: string; message: string };

/** Why `session` cannot pay for a `game` claimed by `uid` now, or null when it can. */
export function sessionProblem(
  session: StoredSession | null,
  claim: { uid: string; game: ArcadeGame; now: Date },
): SessionProblem | null {
  if (!session) {
    return {
      status: 404,
      code: 'unknown_seed',
      message: 'This seed was not handed out by the arcade (or is long gone).',
    };
  }
  if (session.userUid !== claim.uid) {
    return { status: 403, code: 'foreign_seed', message: 'This seed was handed out to another player.' };
  }
  if (session.game !== claim.game) {
    return { status: 400, code: 'wrong_game', message: `This seed was handed out for ${session.game}.` };
  }
  if (session.usedAt)
    return { status: 409, code: 'seed_used', message: 'This game has already been claimed.' };
  if (session.expiresAt.getTime() <= claim.now.getTime()) {
    return {
      status: 410,
      code: 'seed_expired',
      message: 'This game’s seed has expired: claims must come within an hour.',
    };
  }
  return null;
}
