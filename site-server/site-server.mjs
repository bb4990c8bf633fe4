// The site's server: the shell and every remote of the composed site, each on its own port as the
// parts manifest gives it, served from their builds (part-options.mjs says how each kind is served).
// createSiteServer says what will be served where; start() (or startSiteServer) listens.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteParts } from 'build-preset/parts';
import { imageOriginsFrom } from './headers.mjs';
import { remoteServeOptions, shellServeOptions } from './part-options.mjs';
import { startPartServer } from './part-server.mjs';
import { serveStatic } from './serve-static.mjs';

/** @typedef {import('./part-server.mjs').SitePart} SitePart */
/** @typedef {import('./part-server.mjs').ServeOptions} ServeOptions */
/** @typedef {import('./part-server.mjs').RunningPart} RunningPart */

/** Where `npm run release` publishes each remote's versions: releases/<remote>/<version>/ under the site's root. */
export const RELEASES_DIR = 'releases';

/** This repository: it holds every part's folder. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {object} SiteServerOptions
 * @property {string} [siteRoot] the folder holding every part's folder, each built into its dist/
 *   (default: this repository)
 * @property {string} [host] the address every part listens on (default: 127.0.0.1)
 * @property {Record<string, number>} [ports] ports by part name in place of the parts manifest's
 *   (a test's free ports)
 * @property {string | null} [apiTarget] the api's origin the shell forwards /api to (default: the
 *   api's port, API_PORT or the manifest's); null: no forwarding
 * @property {string} [apiProxySecret] the api's TRUST_PROXY_SECRET, sent with each forwarded request
 * @property {string} [renditionUrl] the game's rendering service or its stand-in, allowed for
 *   pictures (default: RENDITION_BASE_URL, else the game's own)
 * @property {string[]} [imageOrigins] more origins allowed for pictures (default: SITE_IMAGE_ORIGINS)
 * @property {Record<string, string>} [shellFiles] URL paths of the shell served from given files
 *   (e.g. a deployment's own /config.json)
 * @property {(line: string) => void} [log] where the first paint's warnings go (default: console.warn)
 */

/**
 * The site's server, not yet listening.
 * @typedef {object} SiteServer
 * @property {{ part: SitePart, options: ServeOptions }[]} parts each part and what it is served with
 * @property {() => Promise<RunningSiteServer>} start
 */

/**
 * @typedef {object} RunningSiteServer
 * @property {string} url the shell's address: the site
 * @property {RunningPart[]} parts the shell first, then every remote
 * @property {(name: string) => RunningPart} part one part's server, by name
 * @property {() => Promise<void>} close
 */

/**
 * @param {SiteServerOptions} [options]
 * @returns {SiteServer}
 */
export function createSiteServer({
  siteRoot = repoRoot,
  host = '127.0.0.1',
  ports = {},
  apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? siteParts.api.port}`,
  apiProxySecret,
  renditionUrl = process.env.RENDITION_BASE_URL,
  imageOrigins = imageOriginsFrom(process.env.SITE_IMAGE_ORIGINS),
  shellFiles = {},
  log,
} = {}) {
  const parts = siteParts.parts.map((manifestPart) => {
    const part = { ...manifestPart, port: ports[manifestPart.name] ?? manifestPart.port };
    const partDir = path.join(siteRoot, part.dir);
    const options =
      part.name === 'shell'
        ? shellServeOptions({
            partDir,
            port: part.port,
            host,
            ...(apiTarget && { apiTarget }),
            ...(apiProxySecret && { apiProxySecret }),
            ...(renditionUrl && { renditionUrl }),
            imageOrigins,
            files: shellFiles,
            ...(log && { log }),
          })
        : remoteServeOptions({
            root: path.join(partDir, 'dist'),
            port: part.port,
            host,
            releasesRoot: path.join(siteRoot, RELEASES_DIR, part.name),
          });
    return { part, options };
  });
  return { parts, start: () => listen(parts) };
}

/**
 * Creates the site's server and listens; rejects (with nothing left listening) when a part cannot.
 * @param {SiteServerOptions} [options]
 */
export function startSiteServer(options) {
  return createSiteServer(options).start();
}

/**
 * @param {SiteServer['parts']} parts
 * @returns {Promise<RunningSiteServer>}
 */
async function listen(parts) {
  const started = await Promise.allSettled(parts.map(({ part, options }) => startPartServer(part, options)));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  const close = async () => {
    await Promise.all(running.map((part) => part.close()));
  };
  if (failed) {
    await close();
    throw failed.reason;
  }
  const [shell] = running;
  if (!shell) throw new Error('the parts manifest names no shell');
  return {
    url: shell.url,
    parts: running,
    part: (name) => {
      const found = running.find((part) => part.name === name);
      if (!found) throw new Error(`the site has no part named "${name}"`);
      return found;
    },
    close,
  };
}

/**
 * One remote's build folder served as the site serves its remotes, e.g. a candidate build that a
 * browser loads through a remote override.
 * @param {{ root: string, port: number, host?: string }} remote
 */
export function serveRemoteBuild({ root, port, host = '127.0.0.1' }) {
  return serveStatic(remoteServeOptions({ root, port, host }));
}
