// Remotes' published files on a free port, for the release checks: each remote has a base URL of
// its own (`<server>/<remote>/`, its REMOTE_ORIGINS entry) with its built dist's files at the base
// and each published version's under v/<version>/. Tests publish what they need, broken or not.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contractVersion } from 'shared-contracts';

export interface PublishOptions {
  /** The pages it serves (default: `/<remote>`). */
  paths?: string[];
  /** The contract range in its routes.json (default: the site's `^<contractVersion>`). */
  contract?: string;
  /** Its routes.json exactly (anything, to break it); null: none published. */
  routes?: unknown;
  /** The manifest's remote name (default: the remote's). */
  manifestName?: string;
}

export interface RemoteOriginsFixture {
  /** REMOTE_ORIGINS: each remote's base URL. */
  origins: Record<string, string>;
  /** A version's manifest URL, published or not (version null: the built dist's). */
  manifestUrl(remote: string, version: string | null): string;
  publish(remote: string, version: string | null, options?: PublishOptions): string;
  /** Answers that path's files only after `ms` (a slow origin). */
  delay(ms: number): void;
  close(): Promise<void>;
}

export function surfaceOf(remote: string, paths: string[], contract = `^${contractVersion}`) {
  return {
    remote,
    contract,
    routes: paths.map((path) => ({ path, title: `Page ${path}`, description: `The page at ${path}.` })),
    menu: [],
    homeCards: [],
  };
}

export async function startRemoteOrigins(remotes: string[]): Promise<RemoteOriginsFixture> {
  const files = new Map<string, string>();
  let delayMs = 0;
  const server: Server = createServer((req, res) => {
    const answer = () => {
      const body = files.get((req.url ?? '/').split('?')[0] ?? '/');
      if (body === undefined) res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      else res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    };
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const folder = (remote: string, version: string | null) => `/${remote}/${version ? `v/${version}/` : ''}`;
  const origins = Object.fromEntries(remotes.map((remote) => [remote, `${origin}/${remote}/`]));
  return {
    origins,
    manifestUrl: (remote, version) => `${origin}${folder(remote, version)}mf-manifest.json`,
    publish(remote, version, { paths = [`/${remote}`], contract, routes, manifestName = remote } = {}) {
      const at = folder(remote, version);
      const manifest = {
        id: manifestName,
        name: manifestName,
        metaData: {
          name: manifestName,
          publicPath: 'auto',
          remoteEntry: { name: 'static/js/entry.0123456789.js', path: '' },
        },
        exposes: [],
      };
      files.set(`${at}mf-manifest.json`, JSON.stringify(manifest));
      if (routes === null) files.delete(`${at}routes.json`);
      else
        files.set(
          `${at}routes.json`,
          JSON.stringify(routes === undefined ? surfaceOf(remote, paths, contract) : routes),
        );
      return `${origin}${at}mf-manifest.json`;
    },
    delay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
