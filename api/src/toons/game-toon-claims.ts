// A game Toon belongs to one account (issue 31): the first registered account whose verified link
// reads it claims its game toon id, and no other account can link or verify a toon with that id
// (409, with how to dispute it). The claim is a row keyed by the game toon id (migration 0014), so
// two accounts claiming at once cannot both win: the database keeps one row, the second insert
// waits for the first transaction and finds the row taken.
//
// Anonymous accounts link and verify their toons too, but claim nothing: one is lost with its
// browser's storage, and a claim by it would lock the real owner out for good. They are refused
// a game toon a registered account claimed, and their link claims it once they sign up (the uid
// stays the same). Their toons are never public, so an unclaimed link ranks nothing.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

export interface Claimant {
  uid: string;
  isAnonymous: boolean;
}

/** 409 for a game toon id another account holds; the dispute goes through Top Toons' reports. */
export function claimedElsewhere(): HttpError {
  return new HttpError(
    409,
    'game_toon_claimed',
    'This game Toon is already linked to another account. If it is yours, report that entry on Top Toons and say so: a moderator will look at it.',
  );
}

async function claimHolder(db: Kysely<Database>, toonId: string): Promise<string | null> {
  const { rows } = await sql<{ user_uid: string }>`
    select user_uid from game_toon_claims where toon_id = ${toonId}`.execute(db);
  return rows[0]?.user_uid ?? null;
}

/** Refuses `toonId` when another account claimed it (setting a toon's toonId without verifying). */
export async function requireNotClaimedByOthers(
  db: Kysely<Database>,
  caller: Claimant,
  toonId: string | null | undefined,
): Promise<void> {
  if (toonId === null || toonId === undefined) return;
  const holder = await claimHolder(db, toonId);
  if (holder !== null && holder !== caller.uid) throw claimedElsewhere();
}

/**
 * Claims `toonId` for the caller inside the transaction that verifies its toon (rolled back with
 * it), or refuses it with 409 when another account holds it. The caller's user row exists (it owns
 * a toon); an anonymous caller only checks.
 */
export async function claimGameToon(
  db: Kysely<Database>,
  caller: Claimant,
  toonId: string,
  now: string,
): Promise<void> {
  if (!caller.isAnonymous) {
    await sql`
      insert into game_toon_claims (toon_id, user_uid, claimed_at)
      values (${toonId}, ${caller.uid}, ${now})
      on conflict (toon_id) do nothing`.execute(db);
  }
  await requireNotClaimedByOthers(db, caller, toonId);
}

/**
 * Gives up the caller's claim of `toonId` once no toon of theirs is verified with it any more (the
 * last one deleted), so the game Toon can be linked from another account.
 */
export async function releaseUnusedClaim(
  db: Kysely<Database>,
  uid: string,
  toonId: string | null,
): Promise<void> {
  if (toonId === null) return;
  await sql`
    delete from game_toon_claims c
    where c.toon_id = ${toonId} and c.user_uid = ${uid}
      and not exists (
        select 1 from toons t
        where t.user_uid = ${uid} and t.toon_id = ${toonId} and t.verified_at is not null)`.execute(db);
}
