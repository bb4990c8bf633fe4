// Reads of the remotes' channels: which version each visitor may get. One statement each, so a
// reader sees a switch whole or not at all (a promote that also ends a canary is never half seen).
import type { LiveReleases, RemoteChannelState } from 'shared-contracts/domain';
import type { ReleaseDb } from './release-events.js';

function channelsQuery(db: ReleaseDb) {
  return db
    .selectFrom('remote_channels as c')
    .leftJoin('remote_releases as live', (join) =>
      join.onRef('live.remote', '=', 'c.remote').onRef('live.version', '=', 'c.live_version'),
    )
    .leftJoin('remote_releases as canary', (join) =>
      join.onRef('canary.remote', '=', 'c.remote').onRef('canary.version', '=', 'c.canary_version'),
    )
    .select([
      'c.remote',
      'c.live_version',
      'c.previous_live_version',
      'c.has_previous',
      'c.canary_version',
      'c.canary_percent',
      'live.manifest_url as live_manifest_url',
      'canary.manifest_url as canary_manifest_url',
    ])
    .orderBy('c.remote');
}

type ChannelRow = Awaited<ReturnType<ReturnType<typeof channelsQuery>['execute']>>[number];

function toState(row: ChannelRow): RemoteChannelState {
  return {
    remote: row.remote,
    live:
      row.live_version && row.live_manifest_url
        ? { version: row.live_version, manifestUrl: row.live_manifest_url }
        : null,
    canary:
      row.canary_version && row.canary_manifest_url && row.canary_percent
        ? { version: row.canary_version, manifestUrl: row.canary_manifest_url, percent: row.canary_percent }
        : null,
    rollbackTo: row.has_previous ? (row.previous_live_version ?? 'dist') : null,
  };
}

/** Every remote with a released version live or in canary; the others serve their built dist/. */
export async function readLiveReleases(db: ReleaseDb): Promise<LiveReleases> {
  const rows = await channelsQuery(db).execute();
  const remotes: LiveReleases['remotes'] = {};
  for (const row of rows) {
    const { live, canary } = toState(row);
    if (live || canary) remotes[row.remote] = { live, canary };
  }
  return { remotes };
}

/** One remote's channels (nothing released live: live and canary null). */
export async function readChannelState(db: ReleaseDb, remote: string): Promise<RemoteChannelState> {
  const row = await channelsQuery(db).where('c.remote', '=', remote).executeTakeFirst();
  return row ? toState(row) : { remote, live: null, canary: null, rollbackTo: null };
}
