// The routes every other remote serves now, for the path-conflict check: its live version's
// routes.json (or its built dist/'s, with nothing released live) and its canary's. A remote that does
// not answer in time is left out: one team's outage must not stop another team's release.
import { parseRemoteSurface, type RemoteSurface, surfaceUrlOf } from 'shared-contracts';
import { readLiveReleases } from './channels.js';
import { fetchPublished } from './fetch-published.js';
import type { ReleaseDb } from './release-events.js';
import { distManifestUrl, type RemoteOrigins } from './remote-origins.js';

export async function servedSurfaces(
  db: ReleaseDb,
  origins: RemoteOrigins,
  fetchTimeoutMs: number,
  except: string,
): Promise<{ remote: string; surface: RemoteSurface }[]> {
  const { remotes } = await readLiveReleases(db);
  const manifests = Object.keys(origins)
    .filter((remote) => remote !== except)
    .flatMap((remote) => {
      const channel = remotes[remote];
      const live = channel?.live?.manifestUrl ?? distManifestUrl(origins, remote);
      return [live, channel?.canary?.manifestUrl].flatMap((url) => (url ? [{ remote, url }] : []));
    });
  const surfaces = await Promise.all(
    manifests.map(async ({ remote, url }) => {
      const published = await fetchPublished(surfaceUrlOf(url).href, fetchTimeoutMs);
      const parsed = published.ok ? parseRemoteSurface(published.json) : null;
      return parsed?.ok ? [{ remote, surface: parsed.surface }] : [];
    }),
  );
  return surfaces.flat();
}
