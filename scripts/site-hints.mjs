// Resource hints for the shell's HTML, sent as a `Link` header: connect early to the remotes a page
// needs and fetch their manifests alongside the shell's own script. Without them a remote's
// manifest is asked for only once the shell's code has run, then its entry, then its chunks.
// Built from the same runtime config the page reads (/config.json), so a deployment that repoints a
// remote gets hints for the new place with no rebuild; a CDN can send the same header.
import { readFile, stat } from 'node:fs/promises';
import { matchRoute, parseSiteConfig } from 'shared-contracts';

/** mfe-auth starts the session: after load, or at once for an area that waits for it. */
const SESSION_REMOTE = 'auth';

/**
 * Link header values for one page: preconnect to each remote it needs (the chunks load as plain
 * scripts, the manifest as a CORS fetch: two connection pools) and preload each remote's manifest.
 * @param {import('shared-contracts').SiteConfig} config
 * @param {string} pathname
 * @returns {string[]}
 */
export function pageLinks(config, pathname) {
  const owner = matchRoute(pathname)?.remote;
  if (!owner) return [];
  const links = [];
  for (const name of new Set([owner, SESSION_REMOTE])) {
    const manifest = config.remotes[name];
    if (!manifest) continue;
    const url = new URL(manifest, config.siteUrl);
    links.push(`<${url.origin}>; rel=preconnect`, `<${url.origin}>; rel=preconnect; crossorigin=anonymous`);
    links.push(`<${url.href}>; rel=preload; as=fetch; crossorigin=anonymous`);
  }
  return links;
}

/**
 * Hints for the shell, read from the config file it serves as /config.json (read again when it
 * changes). A file that does not validate gets no hints: the page shows its config error anyway.
 * @param {{ configFile: string }} options
 * @returns {(pathname: string) => Promise<string[]>}
 */
export function pageLinksFrom({ configFile }) {
  let cached = { mtimeMs: -1, config: null };
  return async (pathname) => {
    try {
      const { mtimeMs } = await stat(configFile);
      if (mtimeMs !== cached.mtimeMs) {
        cached = { mtimeMs, config: parseSiteConfig(JSON.parse(await readFile(configFile, 'utf8'))) };
      }
    } catch {
      return [];
    }
    return cached.config ? pageLinks(cached.config, pathname) : [];
  };
}
