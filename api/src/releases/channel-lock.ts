// A remote's channel row, locked for the rest of the transaction: every switch (promote, rollback,
// canary, its end) reads and writes it under this lock, so two operators, or two api replicas ending
// the same canary, take turns instead of overwriting each other.
import type { Selectable, Transaction } from 'kysely';
import type { Database, RemoteChannelsTable } from '../db/schema.js';

export type Channel = Selectable<RemoteChannelsTable>;

/** The remote's row, created first (no version live) unless `create` is false: then undefined when there is none. */
export async function lockChannel(
  trx: Transaction<Database>,
  remote: string,
  at: Date,
  options?: { create: true },
): Promise<Channel>;
export async function lockChannel(
  trx: Transaction<Database>,
  remote: string,
  at: Date,
  options: { create: false },
): Promise<Channel | undefined>;
export async function lockChannel(
  trx: Transaction<Database>,
  remote: string,
  at: Date,
  { create = true }: { create?: boolean } = {},
): Promise<Channel | undefined> {
  if (create)
    await trx
      .insertInto('remote_channels')
      .values({ remote, updated_at: at })
      .onConflict((conflict) => conflict.column('remote').doNothing())
      .execute();
  return trx
    .selectFrom('remote_channels')
    .selectAll()
    .where('remote', '=', remote)
    .forUpdate()
    .executeTakeFirst();
}
