// What promote (and a canary) checks before a version can reach any visitor, each refusal a 4xx
// naming the reason: the manifest is under the remote's own base URL (REMOTE_ORIGINS), it can be
// fetched and is this remote's, its routes.json fits the surface schema, the contract it was built
// against fits the site's major, and none of its paths is already another remote's (live or canary).
import { checkContract, parseRemoteSurface, type RemoteSurface, surfaceUrlOf } from 'shared-contracts';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { fetchPublished } from './fetch-published.js';
import { isUnderRemoteBase, type RemoteOrigins } from './remote-origins.js';

/** The parts of a federation manifest the checks read. */
const ManifestSchema = z.object({
  metaData: z.object({ name: z.string(), remoteEntry: z.object({ name: z.string().min(1) }) }),
});

export interface CheckedRelease {
  /** The contract range its routes.json was built against, e.g. `^3.0.0`. */
  contract: string;
  surface: RemoteSurface;
}

export interface ReleaseCheckOptions {
  origins: RemoteOrigins;
  fetchTimeoutMs: number;
}

const refused = (status: 400 | 409 | 422, code: string, message: string) =>
  new HttpError(status, code, message);

/** The origin and the files of one version: everything but the conflicts with other remotes. */
export async function checkPublishedRelease(
  remote: string,
  manifestUrl: string,
  { origins, fetchTimeoutMs }: ReleaseCheckOptions,
): Promise<CheckedRelease> {
  if (!isUnderRemoteBase(origins, remote, manifestUrl)) {
    throw refused(
      400,
      'origin_not_allowed',
      `${manifestUrl} is not under ${origins[remote] ?? 'any base URL'} (REMOTE_ORIGINS for "${remote}"): the api fetches nothing else.`,
    );
  }
  const manifest = await fetchPublished(manifestUrl, fetchTimeoutMs);
  if (!manifest.ok) {
    throw refused(
      422,
      'manifest_unreachable',
      `The manifest ${manifestUrl} could not be read: ${manifest.problem}.`,
    );
  }
  const parsedManifest = ManifestSchema.safeParse(manifest.json);
  if (!parsedManifest.success) {
    throw refused(422, 'manifest_invalid', `${manifestUrl} is not a federation manifest.`);
  }
  if (parsedManifest.data.metaData.name !== remote) {
    throw refused(
      422,
      'manifest_invalid',
      `${manifestUrl} is the manifest of "${parsedManifest.data.metaData.name}", not "${remote}".`,
    );
  }
  const surfaceUrl = surfaceUrlOf(manifestUrl).href;
  const routes = await fetchPublished(surfaceUrl, fetchTimeoutMs);
  if (!routes.ok) throw refused(422, 'routes_invalid', `${surfaceUrl} could not be read: ${routes.problem}.`);
  const surface = parseRemoteSurface(routes.json);
  if (!surface.ok) {
    throw refused(
      422,
      'routes_invalid',
      `${surfaceUrl} does not fit the surface schema: ${surface.problems.join('; ')}.`,
    );
  }
  if (surface.surface.remote !== remote) {
    throw refused(
      422,
      'routes_invalid',
      `${surfaceUrl} is the surface of "${surface.surface.remote}", not "${remote}".`,
    );
  }
  const contract = checkContract(surface.surface.contract);
  if (!contract.compatible) {
    throw refused(
      422,
      'contract_incompatible',
      `"${remote}" ${contract.reason}: the shell would not mount it.`,
    );
  }
  return { contract: surface.surface.contract, surface: surface.surface };
}

/** Refuses a surface that claims a path another remote's live or canary version already serves. */
export function checkNoConflicts(
  remote: string,
  surface: RemoteSurface,
  others: readonly { remote: string; surface: RemoteSurface }[],
): void {
  const owners = new Map<string, string>();
  for (const other of others) {
    if (other.remote === remote) continue;
    for (const route of other.surface.routes) owners.set(route.path, other.remote);
  }
  const conflicts = surface.routes.flatMap((route) => {
    const owner = owners.get(route.path);
    return owner ? [`${route.path} (served by "${owner}")`] : [];
  });
  if (conflicts.length > 0) {
    throw refused(
      409,
      'path_conflict',
      `"${remote}" would claim paths another remote serves: ${conflicts.join(', ')}.`,
    );
  }
}
