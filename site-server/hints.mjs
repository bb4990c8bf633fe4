// Resource hints for the shell's HTML, sent as a `Link` header: connect early to the remotes a page
// needs, fetch their manifests alongside the shell's own script, and preload the page's remote
// entry, its public module and the route's page chunk. Without them each of those is asked for only
// once the one before it has arrived and run: manifest, then entry, then module, then page.
// Built from the same runtime config the page reads (/config.json) and from each remote's own
// published files (mf-manifest.json, routes.json and route-assets.json beside it), so a deployment
// that repoints or redeploys a remote, or a remote that adds a page, gets hints for its pages and
// files with no rebuild of the shell. Which remote owns a path comes from the remotes' routes.json,
// composed as the shell composes them (config order settles a path two remotes claim).
import {
  checkContract,
  composeSiteSurface,
  matchRoute,
  parseRemoteSurface,
  parseSiteConfig,
  remoteExposeKey,
  routeChunkName,
  surfaceUrlOf,
} from 'shared-contracts';
import { joinUrl } from 'web-kit';
import { z } from 'zod';
import { jsonFileReader } from './json-file.mjs';

/** mfe-auth starts the session and shows the cookie consent notice on every page, after load. */
const SESSION_REMOTE = 'auth';
/** The modules of mfe-auth the shell loads on every page. */
const SESSION_EXPOSES = ['session', 'consent'];
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
/** @typedef {z.infer<typeof manifestSchema>} Manifest */
const routeAssetsSchema = z.record(z.string(), z.array(z.string().min(1)));
/** The shell's page-assets.json (written by its build, see build-preset/federation.mjs). */
const shellAssetsSchema = z.object({ boot: fileList, home: fileList, area: fileList });
/** @typedef {z.infer<typeof shellAssetsSchema>} ShellAssets */
/** @type {ShellAssets} */
const noShellAssets = { boot: [], home: [], area: [] };

/**
 * A remote's published files: its manifest, its route-assets.json and its surface (routes.json).
 * @typedef {{
 *   manifest: z.infer<typeof manifestSchema> | null,
 *   routeAssets: Record<string, string[]>,
 *   surface?: import('shared-contracts').RemoteSurface | null,
 * }} RemoteFiles
 */

/** A routes.json, validated by the contract's schema; null when it does not fit. */
const surfaceSchema = {
  /**
   * @param {unknown} input
   * @returns {{ success: true, data: import('shared-contracts').RemoteSurface } | { success: false }}
   */
  safeParse(input) {
    const result = parseRemoteSurface(input);
    return result.ok ? { success: true, data: result.surface } : { success: false };
  },
};

/**
 * The site's routes as the shell composes them: every remote's routes.json that could be read, in
 * config order, and the remotes built against a contract this site cannot run (their pages get no
 * file hints: the shell shows its error page there).
 * @param {import('shared-contracts').SiteConfig} config
 * @param {(manifestUrl: string) => RemoteFiles | undefined} filesOf
 */
export function siteRoutesOf(config, filesOf) {
  const surfaces = [];
  const incompatible = new Set();
  for (const [name, manifest] of Object.entries(config.remotes)) {
    const surface = filesOf(new URL(manifest, config.siteUrl).href)?.surface;
    if (!surface || surface.remote !== name) continue;
    surfaces.push({ name, surface });
    if (!checkContract(surface.contract).compatible) incompatible.add(name);
  }
  return { routes: composeSiteSurface(surfaces).routes, incompatible };
}

/**
 * A preload value for one file: scripts and stylesheets, as the page asks for them. Low priority by
 * default, so area code downloads beside the shell's own without delaying the layout's first paint.
 * @param {URL} url
 * @param {'low' | 'auto'} [priority]
 */
function preloadLink(url, priority = 'low') {
  const as = url.pathname.endsWith('.css') ? 'style' : 'script';
  return `<${url.href}>; rel=preload; as=${as}${priority === 'low' ? '; fetchpriority=low' : ''}`;
}

/**
 * A preload for a file the page reads with `fetch` (CORS mode, the site's own credentials only).
 * @param {URL} url
 */
function fetchPreloadLink(url) {
  return `<${url.href}>; rel=preload; as=fetch; crossorigin=anonymous`;
}

/**
 * A preload for one public api read, at the URL the api client will ask for it.
 * @param {import('shared-contracts').SiteConfig} config
 * @param {string} read a path under the api base, with its query
 */
function dataPreloadLink(config, read) {
  return fetchPreloadLink(new URL(joinUrl(config.apiBaseUrl, read), config.siteUrl));
}

/**
 * A remote's entry, as a path under its manifest's folder.
 * @param {Manifest} manifest
 */
function remoteEntryPath(manifest) {
  const { remoteEntry } = manifest.metaData;
  return remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/${remoteEntry.name}` : remoteEntry.name;
}

/**
 * The synchronous script and style files of some of a remote's exposed modules.
 * @param {Manifest} manifest
 * @param {string[]} exposeNames
 */
function exposedFiles(manifest, exposeNames) {
  return manifest.exposes
    .filter((expose) => exposeNames.includes(expose.name))
    .flatMap((expose) => [...(expose.assets.js?.sync ?? []), ...(expose.assets.css?.sync ?? [])]);
}

/**
 * Each file once, as absolute URLs under the manifest's folder.
 * @param {string} manifestUrl
 * @param {string[]} names
 */
function urlsOf(manifestUrl, names) {
  return [...new Set(names)].map((name) => new URL(name, manifestUrl));
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
  return urlsOf(manifestUrl, [
    remoteEntryPath(files.manifest),
    ...exposedFiles(files.manifest, [remoteExposeKey.slice(2)]),
    ...(routePath ? (files.routeAssets[routeChunkName(routePath)] ?? []) : []),
  ]);
}

/**
 * The files of mfe-auth every page runs once it has loaded: its entry, the session module and the
 * cookie consent notice.
 * @param {string} manifestUrl
 * @param {RemoteFiles} files
 * @returns {URL[]}
 */
export function sessionRemoteFiles(manifestUrl, files) {
  if (!files.manifest) return [];
  return urlsOf(manifestUrl, [
    remoteEntryPath(files.manifest),
    ...exposedFiles(files.manifest, SESSION_EXPOSES),
  ]);
}

/**
 * Link header values for one page: the shell's own files for the layout and, on the home page, for
 * the home page or, off it, for a remote's area; then, for
 * each remote the page needs, a preconnect, its manifest, and its files at low priority: the owning
 * remote's files for this page, and mfe-auth's session and consent notice.
 * @param {import('shared-contracts').SiteConfig} config
 * @param {string} pathname
 * @param {(manifestUrl: string) => RemoteFiles | undefined} [filesOf] a remote's published file lists
 * @param {ShellAssets} [shellAssets] the shell's page-assets.json
 * @returns {string[]}
 */
export function pageLinks(config, pathname, filesOf = () => undefined, shellAssets = noShellAssets) {
  const { routes, incompatible } = siteRoutesOf(config, filesOf);
  const matched = matchRoute(pathname, routes);
  if (!matched && pathname !== '/') return [];
  // A remote the shell will not mount (built against another contract) gets no hints for its page.
  const route = matched && !incompatible.has(matched.remote) ? matched : undefined;
  const site = new URL(config.siteUrl);
  // First the site config and every remote's routes.json, which the first render waits for. The
  // entry script is left to the HTML: fetched early at high priority, it made the bootstrap's files
  // arrive together and run as one long task (measured: Total Blocking Time up by about 100 ms on
  // mobile).
  const links = [fetchPreloadLink(new URL('/config.json', site))];
  links.push(
    ...Object.values(config.remotes).map((manifest) =>
      fetchPreloadLink(surfaceUrlOf(new URL(manifest, config.siteUrl))),
    ),
  );
  // The page's public data, which its remote would otherwise ask for only once its code has run.
  links.push(...(route?.preloadData ?? []).map((read) => dataPreloadLink(config, read)));
  // The layout's scripts at low priority, like the page's own deferred script: the first paint is in
  // the HTML and needs none of them (measured: at high priority they arrived before Chrome painted,
  // and Lighthouse's phone FCP then counted their download, 0.6 s one run, 2.0 s the next). Its
  // stylesheets at the usual priority: the page painted without a server build waits for them.
  links.push(
    ...[...shellAssets.boot, ...(route ? [] : shellAssets.home)].map((file) =>
      preloadLink(new URL(file, site), file.endsWith('.css') ? 'auto' : 'low'),
    ),
  );
  if (matched) links.push(...shellAssets.area.map((file) => preloadLink(new URL(file, site))));
  const remotes = route ? [route.remote, SESSION_REMOTE] : [SESSION_REMOTE];
  for (const name of new Set(remotes)) {
    const manifest = config.remotes[name];
    if (!manifest) continue;
    const url = new URL(manifest, config.siteUrl);
    links.push(`<${url.origin}>; rel=preconnect`, `<${url.origin}>; rel=preconnect; crossorigin=anonymous`);
    links.push(fetchPreloadLink(url));
    const files = filesOf(url.href);
    if (!files) continue;
    const pageFiles = name === route?.remote ? remotePageFiles(url.href, files, route.path) : [];
    const sessionFiles = name === SESSION_REMOTE ? sessionRemoteFiles(url.href, files) : [];
    const hrefs = new Set([...pageFiles, ...sessionFiles].map(String));
    links.push(...[...hrefs].map((href) => preloadLink(new URL(href))));
  }
  return links;
}

/**
 * GETs a remote's JSON file and checks its shape; null when it is missing or malformed, undefined
 * when the remote did not answer (down, or slower than REMOTE_FILES_TIMEOUT_MS).
 * @template T
 * @param {string | URL} url
 * @param {{ safeParse: (input: unknown) => { success: true, data: T } | { success: false } }} schema
 * @param {number} timeoutMs
 * @returns {Promise<T | null | undefined>}
 */
async function fetchJson(url, schema, timeoutMs) {
  let response;
  let text;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    // The timeout also covers the body: one cut off on a busy machine is a remote that did not
    // answer (its last copy stays), not a malformed file (which would drop its pages' hints).
    text = await response.text();
  } catch {
    return undefined;
  }
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Each remote's manifest, routes.json and route-assets.json, fetched on first use and again once they are older
 * than the TTL. A page never waits for a refresh: it gets the last lists (or none the first time a
 * remote answers slowly), since hints only speed a page up.
 * @param {{ ttlMs?: number, timeoutMs?: number }} [options] timeoutMs: how long each file may take
 */
export function remoteFilesCache({ ttlMs = REMOTE_FILES_TTL_MS, timeoutMs = REMOTE_FILES_TIMEOUT_MS } = {}) {
  /** @typedef {{ files?: RemoteFiles, fetchedAt: number, pending?: Promise<void> | undefined }} Slot */
  /** @type {Map<string, Slot>} */
  const byManifest = new Map();
  /**
   * @param {string} manifestUrl
   * @param {Slot} slot
   */
  const refresh = (manifestUrl, slot) => {
    slot.pending = Promise.all([
      fetchJson(manifestUrl, manifestSchema, timeoutMs),
      fetchJson(new URL('route-assets.json', manifestUrl), routeAssetsSchema, timeoutMs),
      fetchJson(surfaceUrlOf(manifestUrl), surfaceSchema, timeoutMs),
    ]).then(([manifest, routeAssets, surface]) => {
      // Each list that did not answer (a remote down, or one file slower than the timeout on a busy
      // machine) keeps its last copy: its pages are still named and preloaded. A list that answered
      // missing or malformed is taken as such.
      const last = slot.files;
      slot.files = {
        manifest: manifest === undefined ? (last?.manifest ?? null) : manifest,
        routeAssets: routeAssets === undefined ? (last?.routeAssets ?? {}) : (routeAssets ?? {}),
        surface: surface === undefined ? (last?.surface ?? null) : surface,
      };
      // One that did not answer is asked again on the next page rather than after the whole TTL.
      const answered = manifest !== undefined && routeAssets !== undefined && surface !== undefined;
      slot.fetchedAt = answered ? Date.now() : 0;
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
 * What a page of the shell is made from, on the server: the config file it serves as /config.json
 * (read again when it changes) or, given `configFor`, the visitor's config (their released versions,
 * visitor-site.mjs), its build's page-assets.json (likewise; none when it is missing or
 * malformed: the page loads the same files, only later) and every remote's published files. A config
 * that does not validate gives null: the page shows its config error anyway.
 * @param {{ configFile?: string, configFor?: (cookieHeader?: string) => Promise<import('shared-contracts').SiteConfig | undefined>, pageAssetsFile?: string }} options
 * @returns {(cookieHeader?: string) => Promise<{ config: import('shared-contracts').SiteConfig, shellAssets: ShellAssets, filesOf: (manifestUrl: string) => RemoteFiles | undefined } | null>}
 */
export function siteStateFrom({ configFile, configFor, pageAssetsFile }) {
  const fileConfig = configFile ? jsonFileReader(configFile, parseSiteConfig) : async () => undefined;
  /** @type {(cookieHeader?: string) => Promise<import('shared-contracts').SiteConfig | undefined>} */
  const siteConfig = configFor ?? (() => fileConfig());
  const shellAssets = pageAssetsFile
    ? jsonFileReader(pageAssetsFile, (json) => shellAssetsSchema.parse(json))
    : async () => noShellAssets;
  const remoteFiles = remoteFilesCache();
  return async (cookieHeader) => {
    const config = await siteConfig(cookieHeader);
    if (!config) return null;
    // Every remote: which one owns the path is in their routes.json.
    await Promise.all(
      Object.values(config.remotes).map((manifest) =>
        remoteFiles.warm(new URL(manifest, config.siteUrl).href),
      ),
    );
    return { config, shellAssets: (await shellAssets()) ?? noShellAssets, filesOf: remoteFiles.filesOf };
  };
}

/**
 * Hints for the shell's page (see `siteStateFrom` for what they are read from), for the visitor
 * whose cookies are given.
 * @param {ReturnType<typeof siteStateFrom>} siteState
 * @returns {(pathname: string, cookieHeader?: string) => Promise<string[]>}
 */
export function pageLinksFrom(siteState) {
  return async (pathname, cookieHeader) => {
    const state = await siteState(cookieHeader);
    return state ? pageLinks(state.config, pathname, state.filesOf, state.shellAssets) : [];
  };
}
