// Reads and writes toons. Rows become the shared Toon shape here and nowhere else, and every write
// goes through toRow so the totals and ranking columns never drift from the maps they come from.
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import {
  type Toon,
  type ToonDocument,
  ToonDocumentSchema,
  type ToonHidden,
  type ToonSnapshot,
  ToonSnapshotSchema,
  type TopToonEntry,
  type TopToonsCategory,
  toToon,
} from 'shared-contracts/domain';
import { firstRuleBreach } from 'trinket-game/rules';
import type { Database, ToonsTable } from '../db/schema.js';
import type { AdmittedUser } from '../users/admit-user.js';
import { RANKING_COLUMN, toonRankings } from './rankings.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A stored toon: its id and document, and its last game snapshot (for its owner only: see asOwnToon). */
export interface StoredToon {
  id: string;
  document: ToonDocument;
  snapshot: ToonSnapshot | null;
  /**
   * Why moderators keep it out of Top Toons (its owner's reads only); null or absent when they do
   * not (a toon just written carries what it was read with).
   */
  hidden?: ToonHidden | null;
}

function toDocument(row: Selectable<ToonsTable>): ToonDocument {
  // Parsed rather than cast: a row edited by hand must not reach a client in a shape it cannot read.
  return ToonDocumentSchema.parse({
    user: row.user_uid,
    name: row.name,
    rod: row.rod,
    fish: row.fish,
    fish2: row.fish2,
    golf: row.golf,
    racing: row.racing,
    buckets: row.buckets,
    rewards: row.rewards,
    rendition: row.rendition,
    toonId: row.toon_id,
    verifiedAt: row.verified_at?.toISOString() ?? null,
    verified: row.verified,
    verified2: row.verified2,
    totalFishWeight: row.total_fish_weight,
    totalSosCount: row.total_sos_count,
    totalUniteCount: row.total_unite_count,
    totalRemoteCount: row.total_remote_count,
    createdAt: row.created_at.toISOString(),
    lastEditedAt: row.last_edited_at.toISOString(),
    isPublic: row.is_public,
  });
}

const json = (value: unknown) => JSON.stringify(value);

/** The columns an edit sets: everything but id, owner, createdAt and visibility (see publishUserToons). */
function toRow(document: ToonDocument) {
  return {
    name: document.name,
    rod: document.rod,
    fish: json(document.fish),
    fish2: json(document.fish2),
    golf: json(document.golf),
    racing: json(document.racing),
    buckets: json(document.buckets),
    rewards: json(document.rewards),
    rendition: document.rendition,
    toon_id: document.toonId,
    verified_at: document.verifiedAt === null ? null : new Date(document.verifiedAt),
    verified: json(document.verified),
    verified2: json(document.verified2),
    total_sos_count: document.totalSosCount,
    total_unite_count: document.totalUniteCount,
    total_remote_count: document.totalRemoteCount,
    last_edited_at: new Date(document.lastEditedAt),
    // Includes total_fish_weight, which is both a document total and a ranking.
    ...toonRankings(document),
    // A toon breaking the game's rules is kept but not ranked (migration 0008).
    rule_breach: firstRuleBreach(document),
  };
}

/**
 * The row's snapshot; none when it holds none or something that no longer reads as one (it is only
 * the last read of the game, not worth refusing the toon for). Rows read before migration 0009 have
 * no such column.
 */
function toSnapshot(value: unknown): ToonSnapshot | null {
  if (value === null || value === undefined) return null;
  const parsed = ToonSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The toon's own hide first: unhiding it alone would still leave its account's. */
function toHidden(row: Selectable<ToonsTable>): ToonHidden | null {
  if (row.hidden_reason !== null && row.hidden_reason !== undefined) {
    return { scope: 'toon', reason: row.hidden_reason, at: row.hidden_at?.toISOString() ?? null };
  }
  if (row.account_hidden_reason !== null && row.account_hidden_reason !== undefined) {
    return { scope: 'account', reason: row.account_hidden_reason, at: null };
  }
  return null;
}

export function toStoredToon(row: Selectable<ToonsTable>): StoredToon {
  return {
    id: row.id,
    document: toDocument(row),
    snapshot: toSnapshot(row.snapshot),
    hidden: toHidden(row),
  };
}

/** The toon as anyone allowed to read it sees it: never its snapshot (where the player was, and when). */
export const asToon = (stored: StoredToon): Toon => toToon(stored.id, stored.document);

/** The toon as its owner sees it: with its last game snapshot, and why it is hidden from Top Toons. */
export function asOwnToon(stored: StoredToon): Toon {
  const toon = asToon(stored);
  return {
    ...toon,
    ...(stored.snapshot ? { snapshot: stored.snapshot } : {}),
    ...(stored.hidden ? { hidden: stored.hidden } : {}),
  };
}

/**
 * Makes sure the caller's user row exists (normally made at sign-up; a first write may win the
 * race) and locks it for the transaction, so one user's toon writes queue behind each other: the
 * toon cap holds, and two quick link events for a new game toon create it once. Creating the row
 * takes an admitted caller (users/admit-user.ts), who has spent a sign-up if it had none.
 */
export async function lockUserRow(
  trx: Transaction<Database>,
  caller: AdmittedUser,
): Promise<{ isAnonymous: boolean }> {
  await trx
    .insertInto('users')
    .values({ uid: caller.uid, email: caller.email, is_anonymous: caller.isAnonymous })
    .onConflict((conflict) => conflict.column('uid').doNothing())
    .execute();
  const row = await trx
    .selectFrom('users')
    .select('is_anonymous')
    .where('uid', '=', caller.uid)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // The user document's anonymity, not the token's: a guest whose Firebase upgrade went through but
  // whose document was not upgraded (PUT /api/users refused) is still a guest here, toons private.
  return { isAnonymous: row.is_anonymous };
}

export async function listUserToons(db: Db, uid: string): Promise<StoredToon[]> {
  const rows = await db
    .selectFrom('toons')
    .selectAll()
    .where('user_uid', '=', uid)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toStoredToon);
}

/** The toon, optionally locking its row until the transaction ends (read-modify-write). */
export async function findToon(db: Db, id: string, options: { lock?: boolean } = {}) {
  let query = db.selectFrom('toons').selectAll().where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toStoredToon(row) : null;
}

export async function countUserToons(db: Db, uid: string): Promise<number> {
  const { count } = await db
    .selectFrom('toons')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_uid', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertToon(db: Db, id: string, document: ToonDocument & { user: string }) {
  await insertToons(db, [{ id, document }]);
}

/** Many toons in one statement (seeding); keep batches under PostgreSQL's 65,535 parameters (~2,000 toons). */
export async function insertToons(
  db: Db,
  toons: readonly { id: string; document: ToonDocument & { user: string } }[],
) {
  if (toons.length === 0) return;
  await db
    .insertInto('toons')
    .values(
      toons.map(({ id, document }) => ({
        id,
        user_uid: document.user,
        created_at: new Date(document.createdAt),
        is_public: document.isPublic,
        ...toRow(document),
      })),
    )
    .execute();
}

/** Writes `next` over the stored toon; given the `previous` document, only the columns that differ. */
export async function updateToon(db: Db, id: string, next: ToonDocument, previous?: ToonDocument) {
  const after = toRow(next);
  const before = previous ? toRow(previous) : null;
  const changed = before
    ? Object.fromEntries(
        Object.entries(after).filter(
          ([column, value]) => !sameColumn(before[column as keyof typeof before], value),
        ),
      )
    : after;
  if (Object.keys(changed).length === 0) return;
  await db.updateTable('toons').set(changed).where('id', '=', id).execute();
}

function sameColumn(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

/** Keeps `snapshot` as the toon's last game snapshot (only ToonLink's save writes one). */
export async function updateSnapshot(db: Db, id: string, snapshot: ToonSnapshot): Promise<void> {
  await db
    .updateTable('toons')
    .set({ snapshot: json(snapshot) })
    .where('id', '=', id)
    .execute();
}

/** True when a row was deleted. */
export async function deleteToon(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('toons').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** An anonymous account became a registered one: its toons join the public rankings. */
export async function publishUserToons(db: Db, uid: string): Promise<void> {
  await db
    .updateTable('toons')
    .set({ is_public: true })
    .where('user_uid', '=', uid)
    .where('is_public', '=', false)
    .execute();
}

export interface TopToonsSlice {
  total: number;
  entries: TopToonEntry[];
}

/**
 * One page of ranked toons (public, breaking no game rule) by a category's value (desc), ties by id: the order of its index. The
 * page's ids come from the index alone (an index-only scan once vacuumed), then only those 20-100
 * rows are read, rather than every row skipped by the offset.
 */
export async function topToons(
  db: Db,
  category: TopToonsCategory,
  page: number,
  pageSize: number,
): Promise<TopToonsSlice> {
  const column = RANKING_COLUMN[category];
  const offset = (page - 1) * pageSize;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('toons')
        .select('id')
        // Exactly the partial indexes' predicate (migration 0013): public toons that break no game
        // rule and that moderators hid neither alone nor with their account.
        .where(
          sql<boolean>`is_public and rule_breach is null and hidden_reason is null and account_hidden_reason is null`,
        )
        .orderBy(column, 'desc')
        .orderBy('id')
        .limit(pageSize)
        .offset(offset)
        .as('page'),
    )
    .innerJoin('toons', 'toons.id', 'page.id')
    .select(['toons.id', 'toons.name', 'toons.rod', 'toons.verified_at'])
    .select((eb) => [
      eb.ref(`toons.${column}`).as('value'),
      eb.selectFrom('toon_counts').select('public_toons').as('total'),
    ])
    .orderBy(`toons.${column}`, 'desc')
    .orderBy('toons.id')
    .execute();
  // Past the last page there is no row to carry the total: ask for it alone.
  const total =
    rows[0]?.total ??
    (await db.selectFrom('toon_counts').select('public_toons').executeTakeFirstOrThrow()).public_toons;
  return {
    total: Number(total),
    entries: rows.map((row, index) => ({
      rank: offset + index + 1,
      id: row.id,
      name: row.name,
      rod: ToonDocumentSchema.shape.rod.parse(row.rod),
      value: Number(row.value),
      isVerified: row.verified_at !== null,
    })),
  };
}
