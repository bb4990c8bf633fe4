// After telemetry is counted: each named remote that has a canary is judged on its window's loads
// (telemetry/canary-verdict.ts), and one that fails too often is ended through the releases'
// rollBackCanary. Two replicas may judge the same canary at once: rollBackCanary locks the
// channel and ends only a canary still running that version, so it is ended, and recorded, once.
import type { Kysely } from 'kysely';
import { UNRELEASED_VERSION } from 'shared-contracts/domain';
import type { CanaryRule } from '../config.js';
import type { Database } from '../db/schema.js';
import { rollBackCanary } from '../releases/index.js';
import { canaryVerdict, describeVerdict, type LoadCounts } from './canary-verdict.js';
import { versionFigures } from './figures.js';
import { startOfMinute } from './record-telemetry.js';

export interface CanaryRollbackDone {
  remote: string;
  version: string;
  reason: string;
}

/** When the remote's running canary began: its latest `canary` event, else the channel's last change. */
async function canaryStart(db: Kysely<Database>, remote: string, version: string, changedAt: Date) {
  const started = await db
    .selectFrom('remote_release_events')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('remote', '=', remote)
    .where('action', '=', 'canary')
    .where('version', '=', version)
    .executeTakeFirst();
  return started?.at ? new Date(started.at) : changedAt;
}

/** Judges each remote's canary, if it has one; returns the canaries this call ended. */
export async function watchCanaries(
  db: Kysely<Database>,
  remotes: readonly string[],
  rule: CanaryRule,
  now: Date,
): Promise<CanaryRollbackDone[]> {
  if (remotes.length === 0) return [];
  const channels = await db
    .selectFrom('remote_channels')
    .select(['remote', 'live_version', 'canary_version', 'updated_at'])
    .where('remote', 'in', [...remotes])
    .where('canary_version', 'is not', null)
    .execute();
  const done: CanaryRollbackDone[] = [];
  for (const channel of channels) {
    const canary = channel.canary_version;
    if (canary === null) continue;
    const live = channel.live_version ?? UNRELEASED_VERSION;
    const since = await canaryStart(db, channel.remote, canary, channel.updated_at);
    const figures = await versionFigures(db, channel.remote, { since: startOfMinute(since) });
    const counts = (version: string): LoadCounts => ({
      version,
      loads: figures.get(version)?.loads ?? 0,
      loadFailures: figures.get(version)?.loadFailures ?? 0,
    });
    const verdict = canaryVerdict(counts(canary), counts(live), rule, since);
    if (!verdict.rollBack) continue;
    const reason = describeVerdict(verdict.figures);
    const result = await rollBackCanary(db, channel.remote, {
      reason,
      figures: verdict.figures,
      actor: 'auto',
      version: canary,
      at: now,
    });
    if (result.ended) done.push({ remote: channel.remote, version: canary, reason });
  }
  return done;
}
