// Purchases and collections: the balance check, the debit, the trinket and the purchase row happen
// in one transaction under a lock on the user's row, so concurrent requests queue instead of
// spending the same jellybeans twice. The users check constraint (jellybeans >= 0) and the unique
// (user, item) pair stay as the last line of defence.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Purchase, StoreItem } from 'shared-contracts/domain';
import type { Database, PurchasesTable } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

const PG_UNIQUE_VIOLATION = '23505';
const PG_CHECK_VIOLATION = '23514';

function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const alreadyOwned = (item: StoreItem) =>
  new HttpError(409, 'already_owned', `You already have ${item.title}.`);
export const notEnoughJellybeans = (item: StoreItem, balance: number) =>
  new HttpError(
    409,
    'not_enough_jellybeans',
    `${item.title} costs ${item.price} jellybeans and you have ${balance}.`,
  );

export function toPurchase(row: Selectable<PurchasesTable>, item: StoreItem | undefined): Purchase {
  return {
    itemSlug: row.item_slug,
    kind: row.kind,
    // An item later dropped from the catalogue still shows in the history under its slug.
    title: item?.title ?? row.item_slug,
    image: item?.image ?? '/api/files/web/store-item.svg',
    price: row.price,
    purchasedAt: new Date(row.purchased_at).toISOString(),
  };
}

export interface PurchaseOutcome {
  row: Selectable<PurchasesTable>;
  jellybeans: number;
}

/** Buys (or, when free, collects) `item` for `uid`; throws HttpError 409/404 with a reason. */
export async function purchaseItem(
  db: Kysely<Database>,
  uid: string,
  item: StoreItem,
  at: Date,
): Promise<PurchaseOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(['jellybeans'])
        .where('uid', '=', uid)
        .forUpdate()
        .executeTakeFirst();
      if (!user) {
        throw new HttpError(409, 'no_user_document', 'Your account is still being set up: try again.');
      }
      const owned = await trx
        .selectFrom('purchases')
        .select('id')
        .where('user_uid', '=', uid)
        .where('item_slug', '=', item.slug)
        .executeTakeFirst();
      if (owned) throw alreadyOwned(item);
      if (user.jellybeans < item.price) throw notEnoughJellybeans(item, user.jellybeans);

      const updated = await trx
        .updateTable('users')
        .set({
          jellybeans: sql<number>`jellybeans - ${item.price}`,
          updated_at: at,
          ...(item.kind === 'trinket'
            ? {
                // Appended only when missing, so the list never holds a slug twice.
                trinkets: sql<string>`case when trinkets @> ${JSON.stringify([item.slug])}::jsonb
                  then trinkets else trinkets || ${JSON.stringify([item.slug])}::jsonb end`,
              }
            : {}),
        })
        .where('uid', '=', uid)
        .returning('jellybeans')
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('purchases')
        .values({
          user_uid: uid,
          item_slug: item.slug,
          kind: item.price === 0 ? 'collected' : 'bought',
          price: item.price,
          purchased_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row, jellybeans: updated.jellybeans };
    });
  } catch (error) {
    if (pgCode(error) === PG_UNIQUE_VIOLATION) throw alreadyOwned(item);
    if (pgCode(error) === PG_CHECK_VIOLATION) throw notEnoughJellybeans(item, 0);
    throw error;
  }
}

export async function listPurchases(db: Kysely<Database>, uid: string) {
  return db
    .selectFrom('purchases')
    .selectAll()
    .where('user_uid', '=', uid)
    .orderBy('purchased_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
}

export async function ownedItemSlugs(db: Kysely<Database>, uid: string): Promise<Set<string>> {
  const rows = await db.selectFrom('purchases').select('item_slug').where('user_uid', '=', uid).execute();
  return new Set(rows.map((row) => row.item_slug));
}
