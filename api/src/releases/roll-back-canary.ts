// Ends a remote's canary: every visitor gets the live version again. Called by an operator (the
// canary's end) and by the telemetry's automatic rollback, which may run on two replicas at once:
// the channel row is locked and only a canary still running (and, when `version` is given, still
// that version) is ended, so the second caller finds nothing to do and records nothing.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { lockChannel } from './channel-lock.js';
import { writeReleaseEvent } from './release-events.js';

export interface CanaryRollback {
  /** Why, in words: shown in the release history. */
  reason: string;
  /** The figures that decided it (loads, failure rates, the window): kept with the event as JSON. */
  figures?: unknown;
  /** `auto` for the automatic rollback (recorded as `auto-rollback`); else who ended it (`canary-end`). */
  actor: string;
  /** End the canary only if it is still this version (another may have started since it was measured). */
  version?: string;
  at?: Date;
}

export type CanaryRollbackResult = { ended: true; version: string; percent: number } | { ended: false };

export async function rollBackCanary(
  db: Kysely<Database>,
  remote: string,
  { reason, figures, actor, version, at = new Date() }: CanaryRollback,
): Promise<CanaryRollbackResult> {
  return db.transaction().execute(async (trx) => {
    const channel = await lockChannel(trx, remote, at, { create: false });
    const canary = channel?.canary_version ?? null;
    const percent = channel?.canary_percent ?? null;
    if (!channel || canary === null || percent === null || (version !== undefined && canary !== version)) {
      return { ended: false };
    }
    await trx
      .updateTable('remote_channels')
      .set({ canary_version: null, canary_percent: null, updated_at: at })
      .where('remote', '=', remote)
      .execute();
    await writeReleaseEvent(trx, {
      remote,
      action: actor === 'auto' ? 'auto-rollback' : 'canary-end',
      version: canary,
      fromVersion: channel.live_version,
      reason,
      figures: figures === undefined ? { percent } : figures,
      actor,
      at,
    });
    return { ended: true, version: canary, percent };
  });
}
