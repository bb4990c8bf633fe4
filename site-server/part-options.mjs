// How each kind of part is served. The shell: a single-page app whose pages carry their first paint
// (prerender.mjs) and preload hints (hints.mjs), with the security headers built from the config it
// serves (headers.mjs) and /api forwarded to the api (api-proxy.mjs). A remote: its files with CORS
// (the shell loads them from another origin) and the remotes' headers.
import path from 'node:path';
import { remoteHeaders, shellHeadersFrom } from './headers.mjs';
import { pageLinksFrom, siteStateFrom } from './hints.mjs';
import { pageBodiesFrom } from './prerender.mjs';
import { visitorSite } from './visitor-site.mjs';

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
  // Each visitor's config: their bucket's released versions, from the api's live releases.
  const visitors = visitorSite({ configFile, apiTarget });
  const siteState = siteStateFrom({
    configFor: visitors.configFor,
    pageAssetsFile: path.join(root, 'page-assets.json'),
  });
  return {
    root,
    port,
    host,
    spa: true,
    apiTarget,
    apiProxySecret,
    files,
    visitors,
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
 * A remote's build folder (the one holding its mf-manifest.json), served as the site serves remotes,
 * and its released versions (`releasesRoot/<version>/`, published by `npm run release`) at
 * /v/<version>/ beside it.
 * @param {{ root: string, port: number, host: string, releasesRoot?: string }} remote
 * @returns {ServeOptions}
 */
export function remoteServeOptions({ root, port, host, releasesRoot }) {
  return {
    root,
    port,
    host,
    cors: true,
    securityHeaders: remoteHeaders,
    ...(releasesRoot && { releasesRoot }),
  };
}
