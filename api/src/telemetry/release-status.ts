// What the status page shows (GET /api/releases/status): for each remote, the live and canary
// versions with their contract range and release time, each version's figures over the last hour,
// and the latest release events (an automatic rollback with the figures that tripped it).
import { siteParts } from 'build-preset/parts';
import type { Kysely } from 'kysely';
import {
  type ReleaseEvent,
  type ReleaseStatus,
  type RemoteStatus,
  UNRELEASED_VERSION,
  type VersionFigures,
} from 'shared-contracts/domain';
import type { Database } from '../db/schema.js';
import { versionFigures } from './figures.js';
import { startOfMinute } from './record-telemetry.js';

export const STATUS_WINDOW_MINUTES = 60;
export const STATUS_HISTORY_LENGTH = 20;

const SITE_REMOTES = siteParts.parts.filter((part) => part.name !== 'shell').map((part) => part.name);

const asRecord = (value: unknown): Record<string, unknown> | null => {
  if (typeof value === 'string') {
    try {
      return asRecord(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
};

async function history(db: Kysely<Database>, remote: string): Promise<ReleaseEvent[]> {
  const rows = await db
    .selectFrom('remote_release_events')
    .select(['at', 'action', 'version', 'from_version', 'reason', 'actor', 'figures'])
    .where('remote', '=', remote)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(STATUS_HISTORY_LENGTH)
    .execute();
  return rows.map((row) => ({
    at: row.at.toISOString(),
    action: row.action,
    version: row.version,
    fromVersion: row.from_version,
    reason: row.reason,
    actor: row.actor,
    figures: asRecord(row.figures),
  }));
}

/** Live first, then the canary, then any other version seen, most loads first. */
function ordered(
  figures: Map<string, VersionFigures>,
  live: string,
  canary: string | null,
): VersionFigures[] {
  const rank = (version: string) => (version === live ? 0 : version === canary ? 1 : 2);
  return [...figures.values()].sort(
    (a, b) => rank(a.version) - rank(b.version) || b.loads - a.loads || (a.version < b.version ? -1 : 1),
  );
}

export async function releaseStatus(db: Kysely<Database>, now: Date): Promise<ReleaseStatus> {
  const channels = await db.selectFrom('remote_channels').selectAll().execute();
  const releases = await db
    .selectFrom('remote_releases')
    .select(['remote', 'version', 'contract_version', 'released_at'])
    .execute();
  const release = (remote: string, version: string) =>
    releases.find((row) => row.remote === remote && row.version === version);
  const described = (remote: string, version: string) => {
    const row = release(remote, version);
    return {
      version,
      contractVersion: row?.contract_version ?? null,
      releasedAt: row?.released_at.toISOString() ?? null,
    };
  };
  const names = [
    ...SITE_REMOTES,
    ...channels.map((row) => row.remote).filter((name) => !SITE_REMOTES.includes(name)),
  ];
  const since = startOfMinute(new Date(now.getTime() - (STATUS_WINDOW_MINUTES - 1) * 60_000));
  const remotes: RemoteStatus[] = [];
  for (const remote of names) {
    const channel = channels.find((row) => row.remote === remote);
    const live = channel?.live_version ?? UNRELEASED_VERSION;
    const canary = channel?.canary_version ?? null;
    remotes.push({
      remote,
      live: described(remote, live),
      canary:
        canary === null ? null : { ...described(remote, canary), percent: channel?.canary_percent ?? 0 },
      figures: ordered(await versionFigures(db, remote, { since }), live, canary),
      history: await history(db, remote),
    });
  }
  return { generatedAt: now.toISOString(), windowMinutes: STATUS_WINDOW_MINUTES, remotes };
}
