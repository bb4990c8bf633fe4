// How each kind of part is served. The shell: a single-page app whose pages carry their first paint
// (prerender.mjs) and preload hints (hints.mjs), with the security headers built from the config it
// serves (headers.mjs) and /api forwarded to the api (api-proxy.mjs). A remote: its files with CORS
// (the shell loads them from another origin) and the remotes' headers.
import path from 'node:path';
import { remoteHeaders, shellHeadersFrom } from './headers.mjs';
import { pageLinksFrom, siteStateFrom } from './hints.mjs';
import { pageBodiesFrom } from './prerender.mjs';

/** @typedef {import('./part-server.mjs').ServeOptions} ServeOptions */

/**
 * @typedef {object} ShellServing
 * @property {string} partDir the shell's folder: its build in dist/, its server build in dist-server/
 * @property {number} port
 * @property {string} host
 * @property {string} [apiTarget] the api's origin; none: the shell forwards no /api
 * @property {string} [apiProxySecret] the api's TRUST_PROXY_SECRET, sent with each forwarded request
 * @property {string} [renditionUrl] the game's rendering service (or its stand-in), allowed for pictures
 * @property {string[]} imageOrigins further origins allowed for pictures
 * @property {Record<string, string>} files URL paths served from given files (e.g. a runtime /config.json)
 * @property {(line: string) => void} [log] where the first paint's warnings go
 */

/**
 * @param {ShellServing} shell
 * @returns {ServeOptions}
 */
export function shellServeOptions({
  partDir,
  port,
  host,
  apiTarget,
  apiProxySecret,
  renditionUrl,
  imageOrigins,
  files,
  log,
}) {
  const root = path.join(partDir, 'dist');
  const configFile = files['/config.json'] ?? path.join(root, 'config.json');
  const siteState = siteStateFrom({ configFile, pageAssetsFile: path.join(root, 'page-assets.json') });
  return {
    root,
    port,
    host,
    spa: true,
    apiTarget,
    apiProxySecret,
    files,
    securityHeaders: shellHeadersFrom({ configFile, renditionUrl, imageOrigins }),
    pageLinks: pageLinksFrom(siteState),
    pageBodies: pageBodiesFrom({
      siteState,
      root,
      indexFile: path.join(root, 'index.html'),
      prerenderFile: path.join(partDir, 'dist-server', 'prerender.mjs'),
      ...(log && { log }),
    }),
  };
}

/**
 * A remote's build folder (the one holding its mf-manifest.json), served as the site serves remotes.
 * @param {{ root: string, port: number, host: string }} remote
 * @returns {ServeOptions}
 */
export function remoteServeOptions({ root, port, host }) {
  return { root, port, host, cors: true, securityHeaders: remoteHeaders };
}
