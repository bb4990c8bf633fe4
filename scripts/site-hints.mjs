// Resource hints for the shell's HTML, sent as a `Link` header: connect early to the remotes a page
// needs, fetch their manifests alongside the shell's own script, and preload the page's remote
// entry, its public module and the route's page chunk. Without them each of those is asked for only
// once the one before it has arrived and run: manifest, then entry, then module, then page.
// Built from the same runtime config the page reads (/config.json) and from each remote's own
// published files (mf-manifest.json and route-assets.json beside it), so a deployment that repoints
// or redeploys a remote gets hints for the new files with no rebuild of the shell.
import { readFile, stat } from 'node:fs/promises';
import { matchRoute, parseSiteConfig, remoteExposeKey, routeChunkName } from 'shared-contracts';
import { z } from 'zod';

/** mfe-auth starts the session after load: only its connection and manifest are warmed. */
const SESSION_REMOTE = 'auth';
/** How long a remote's published file lists are trusted before they are fetched again. */
const REMOTE_FILES_TTL_MS = 15_000;
/** A remote that answers slower than this gets no file hints for this page, never a slower page. */
const REMOTE_FILES_TIMEOUT_MS = 1_000;

const fileList = z.array(z.string().min(1)).default([]);
const assetLists = z.object({ sync: fileList, async: fileList }).partial().default({});
/** The parts of a federation manifest the hints use; anything else in it is left alone. */
const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().min(1), path: z.string().default('') }),
  }),
  exposes: z
    .array(
      z.object({
        name: z.string(),
        assets: z.object({ js: assetLists, css: assetLists }).partial().default({}),
      }),
    )
    .default([]),
});
const routeAssetsSchema = z.record(z.string(), z.array(z.string().min(1)));

/** @typedef {{ manifest: z.infer<typeof manifestSchema> | null, routeAssets: Record<string, string[]> }} RemoteFiles */

/**
 * A preload value for one file: scripts and stylesheets, as the federation runtime asks for them.
 * At low priority, so they download beside the shell's own code without delaying its first paint.
 */
function preloadLink(url) {
  const as = url.pathname.endsWith('.css') ? 'style' : 'script';
  return `<${url.href}>; rel=preload; as=${as}; fetchpriority=low`;
}

/**
 * The files a remote's page needs before it can show anything, as absolute URLs: the remote entry,
 * the synchronous files of its public module and the files of the route's page chunk.
 * @param {string} manifestUrl
 * @param {RemoteFiles} files
 * @param {string | undefined} routePath the route table's path for the page, if this remote owns it
 * @returns {URL[]}
 */
export function remotePageFiles(manifestUrl, files, routePath) {
  if (!files.manifest) return [];
  const { remoteEntry } = files.manifest.metaData;
  const entryPath = remoteEntry.path
    ? `${remoteEntry.path.replace(/\/$/, '')}/${remoteEntry.name}`
    : remoteEntry.name;
  const publicModule = files.manifest.exposes.find((expose) => `./${expose.name}` === remoteExposeKey);
  const names = [
    entryPath,
    ...(publicModule?.assets.js?.sync ?? []),
    ...(publicModule?.assets.css?.sync ?? []),
    ...(routePath ? (files.routeAssets[routeChunkName(routePath)] ?? []) : []),
  ];
  return [...new Set(names)].map((name) => new URL(name, manifestUrl));
}

/**
 * Link header values for one page: preconnect to each remote it needs (the chunks load as plain
 * scripts, the manifest as a CORS fetch: two connection pools), preload each remote's manifest,
 * and preload the owning remote's files for this page when they are known.
 * @param {import('shared-contracts').SiteConfig} config
 * @param {string} pathname
 * @param {(manifestUrl: string) => RemoteFiles | undefined} [filesOf] a remote's published file lists
 * @returns {string[]}
 */
export function pageLinks(config, pathname, filesOf = () => undefined) {
  const route = matchRoute(pathname);
  if (!route) return [];
  const links = [];
  for (const name of new Set([route.remote, SESSION_REMOTE])) {
    const manifest = config.remotes[name];
    if (!manifest) continue;
    const url = new URL(manifest, config.siteUrl);
    links.push(`<${url.origin}>; rel=preconnect`, `<${url.origin}>; rel=preconnect; crossorigin=anonymous`);
    links.push(`<${url.href}>; rel=preload; as=fetch; crossorigin=anonymous`);
    if (name !== route.remote) continue;
    const files = filesOf(url.href);
    if (files) links.push(...remotePageFiles(url.href, files, route.path).map(preloadLink));
  }
  return links;
}

/** GETs a remote's JSON file and checks its shape; null when it is missing, slow or malformed. */
async function fetchJson(url, schema) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_FILES_TIMEOUT_MS) });
    if (!response.ok) return null;
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Each remote's manifest and route-assets.json, fetched on first use and again once they are older
 * than the TTL. A page never waits for a refresh: it gets the last lists (or none the first time a
 * remote answers slowly), since hints only speed a page up.
 * @param {{ ttlMs?: number }} [options]
 */
export function remoteFilesCache({ ttlMs = REMOTE_FILES_TTL_MS } = {}) {
  /** @type {Map<string, { files?: RemoteFiles, fetchedAt: number, pending?: Promise<void> }>} */
  const byManifest = new Map();
  const refresh = (manifestUrl, slot) => {
    slot.pending = Promise.all([
      fetchJson(manifestUrl, manifestSchema),
      fetchJson(new URL('route-assets.json', manifestUrl), routeAssetsSchema),
    ]).then(([manifest, routeAssets]) => {
      slot.files = { manifest, routeAssets: routeAssets ?? {} };
      slot.fetchedAt = Date.now();
      slot.pending = undefined;
    });
  };
  return {
    /**
     * Makes sure a remote's lists are there or on their way; waits only for a first fetch.
     * @param {string} manifestUrl
     */
    async warm(manifestUrl) {
      let slot = byManifest.get(manifestUrl);
      if (!slot) {
        slot = { fetchedAt: 0 };
        byManifest.set(manifestUrl, slot);
      }
      if (Date.now() - slot.fetchedAt > ttlMs && !slot.pending) refresh(manifestUrl, slot);
      if (!slot.files) await slot.pending;
    },
    /** @param {string} manifestUrl */
    filesOf: (manifestUrl) => byManifest.get(manifestUrl)?.files,
  };
}

/**
 * Hints for the shell, read from the config file it serves as /config.json (read again when it
 * changes). A file that does not validate gets no hints: the page shows its config error anyway.
 * @param {{ configFile: string }} options
 * @returns {(pathname: string) => Promise<string[]>}
 */
export function pageLinksFrom({ configFile }) {
  let cached = { mtimeMs: -1, config: null };
  const remoteFiles = remoteFilesCache();
  return async (pathname) => {
    try {
      const { mtimeMs } = await stat(configFile);
      if (mtimeMs !== cached.mtimeMs) {
        cached = { mtimeMs, config: parseSiteConfig(JSON.parse(await readFile(configFile, 'utf8'))) };
      }
    } catch {
      return [];
    }
    const { config } = cached;
    if (!config) return [];
    const owner = matchRoute(pathname)?.remote;
    const manifest = owner ? config.remotes[owner] : undefined;
    if (manifest) await remoteFiles.warm(new URL(manifest, config.siteUrl).href);
    return pageLinks(config, pathname, remoteFiles.filesOf);
  };
}
