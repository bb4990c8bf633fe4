// The switches an operator makes: record a published version, promote one, roll back, start a
// canary. Each is one transaction over the remote's locked channel row, with its event in the
// release history, so concurrent operators take turns and readers see each switch whole.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { lockChannel } from './channel-lock.js';
import { writeReleaseEvent } from './release-events.js';

export interface Operation {
  remote: string;
  /** `token` (RELEASE_TOKEN) or the moderator's uid. */
  actor: string;
  at: Date;
}

export interface PublishedVersion {
  version: string;
  manifestUrl: string;
  /** The contract range its routes.json was built against. */
  contract: string;
}

/**
 * Records a published version, once: the same version again with the same manifest is a no-op
 * (`false`), with another manifest a 409 (a published version never changes).
 */
export async function recordRelease(
  db: Kysely<Database>,
  { remote, actor, at }: Operation,
  { version, manifestUrl, contract }: PublishedVersion,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('remote_releases')
      .values({ remote, version, manifest_url: manifestUrl, contract_version: contract, released_at: at })
      .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
      .returning('version')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await findRelease(trx, remote, version);
      if (existing?.manifest_url !== manifestUrl) {
        throw new HttpError(
          409,
          'version_exists',
          `"${remote}" ${version} is already released from ${existing?.manifest_url}: a released version never changes; publish a new version.`,
        );
      }
      return false;
    }
    await writeReleaseEvent(trx, {
      remote,
      action: 'release',
      version,
      actor,
      at,
      figures: { manifestUrl, contract },
    });
    return true;
  });
}

export function findRelease(db: Kysely<Database>, remote: string, version: string) {
  return db
    .selectFrom('remote_releases')
    .selectAll()
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function requireRelease(db: Kysely<Database>, remote: string, version: string) {
  const release = await findRelease(db, remote, version);
  if (!release) {
    throw new HttpError(
      404,
      'unknown_version',
      `"${remote}" has no released version ${version}: publish it first (npm run release), or send its manifestUrl.`,
    );
  }
  return release;
}

/** Makes `version` live for every visitor; the version it replaces is what a rollback restores. */
export async function promote(db: Kysely<Database>, operation: Operation, version: string): Promise<void> {
  const { remote, actor, at } = operation;
  await db.transaction().execute(async (trx) => {
    const channel = await lockChannel(trx, remote, at);
    if (channel.live_version === version) {
      throw new HttpError(409, 'already_live', `"${remote}" ${version} is already live.`);
    }
    const endsCanary = channel.canary_version === version;
    await trx
      .updateTable('remote_channels')
      .set({
        live_version: version,
        previous_live_version: channel.live_version,
        has_previous: true,
        updated_at: at,
        ...(endsCanary ? { canary_version: null, canary_percent: null } : {}),
      })
      .where('remote', '=', remote)
      .execute();
    await writeReleaseEvent(trx, {
      remote,
      action: 'promote',
      version,
      fromVersion: channel.live_version,
      actor,
      at,
      ...(endsCanary ? { reason: `the canary (${channel.canary_percent}%) promoted to every visitor` } : {}),
    });
  });
}

/**
 * Makes the version before the live one live again (the built dist/ when the live one was the first
 * promoted), and ends a canary of that same version. The one before that comes from the release
 * history (what that version replaced when it was promoted), so rollbacks walk back one at a time.
 */
export async function rollBack(db: Kysely<Database>, operation: Operation, reason?: string): Promise<void> {
  const { remote, actor, at } = operation;
  await db.transaction().execute(async (trx) => {
    const channel = await lockChannel(trx, remote, at);
    const previous = channel.previous_live_version;
    if (!channel.has_previous) {
      throw new HttpError(
        409,
        'no_previous_version',
        channel.live_version
          ? `"${remote}" has nothing before ${channel.live_version} to go back to: promote the version you want.`
          : `"${remote}" has no released version live: its built dist/ is served.`,
      );
    }
    const promoted = previous
      ? await trx
          .selectFrom('remote_release_events')
          .select('from_version')
          .where('remote', '=', remote)
          .where('action', '=', 'promote')
          .where('version', '=', previous)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      : undefined;
    await trx
      .updateTable('remote_channels')
      .set({
        live_version: previous,
        previous_live_version: promoted?.from_version ?? null,
        has_previous: promoted !== undefined,
        updated_at: at,
        ...(channel.canary_version === previous ? { canary_version: null, canary_percent: null } : {}),
      })
      .where('remote', '=', remote)
      .execute();
    await writeReleaseEvent(trx, {
      remote,
      action: 'rollback',
      version: previous,
      fromVersion: channel.live_version,
      reason: reason ?? null,
      actor,
      at,
    });
  });
}

/** Serves `version` to `percent`% of visitors (by their bucket); a running canary is replaced. */
export async function startCanary(
  db: Kysely<Database>,
  operation: Operation,
  version: string,
  percent: number,
): Promise<void> {
  const { remote, actor, at } = operation;
  await db.transaction().execute(async (trx) => {
    const channel = await lockChannel(trx, remote, at);
    if (channel.live_version === version) {
      throw new HttpError(
        409,
        'already_live',
        `"${remote}" ${version} is live already: a canary is another version.`,
      );
    }
    await trx
      .updateTable('remote_channels')
      .set({ canary_version: version, canary_percent: percent, updated_at: at })
      .where('remote', '=', remote)
      .execute();
    await writeReleaseEvent(trx, {
      remote,
      action: 'canary',
      version,
      fromVersion: channel.live_version,
      figures: { percent, replaced: channel.canary_version },
      actor,
      at,
    });
  });
}

export const unknownRemote = (remote: string) =>
  new HttpError(404, 'unknown_remote', `No remote is named "${remote}" (REMOTE_ORIGINS lists the remotes).`);
