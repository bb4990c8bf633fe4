// The shell's page with its first paint in the HTML: the layout (notices, navigation, footer) and
// the home page or the route's frame, rendered by the shell's own components (its server build,
// shell/dist-server/prerender.mjs) from the same config and remotes' routes.json the browser will
// read. The first paint's stylesheets are inlined in the head, each admitted by its hash in the
// Content-Security-Policy, so the browser paints before any script runs; the shell's React then
// hydrates the same markup. No inline script, and no inline style but these.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { matchRoute } from 'shared-contracts';
import { dismissedBannersFromCookies } from 'shared-contracts/banner-cookie';
import { z } from 'zod';
import { siteRoutesOf } from './hints.mjs';

/** Rendered pages kept (each a few kilobytes in three encodings); a path is rendered again after the TTL. */
const MAX_CACHED_PAGES = 500;
const PAGE_TTL_MS = 15_000;

/**
 * What the shell's server build exports (shell/src/prerender.tsx), checked when it loads.
 * @typedef {{ root: string, title?: string, description?: string, canonicalUrl?: string }} RenderedPage
 * @typedef {{
 *   prepare: () => Promise<unknown>,
 *   renderPage: (input: { config: import('shared-contracts').SiteConfig, remotes: { name: string, surface: import('shared-contracts').RemoteSurface | null }[], pathname: string, dismissedBanners: string[] }) => RenderedPage,
 * }} PrerenderModule
 */
const isFunction = z.custom((value) => typeof value === 'function');
const prerenderModuleSchema = z.object({ prepare: isFunction, renderPage: isFunction });

/**
 * An HTML page as sent, in each encoding, with its validator and the hashes of its inline styles
 * (for the Content-Security-Policy).
 * @typedef {{ identity: Buffer, br: Buffer, gzip: Buffer, etag: string, styleHashes: string[], inlinedFiles: string[] }} PageBody
 */

/**
 * A stylesheet of the first paint, inlined: `data-href` names its file, so the shell's chunk that
 * imports it finds it there and does not fetch it again. `css` is the text as the page carries it
 * (see `inlineCss`), which its CSP hash covers.
 * @typedef {{ href: string, css: string }} InlineStyle
 */

/**
 * A stylesheet's text as it may stand inside `<style>`: a `</` in it would end the element.
 * @param {string} css
 */
function inlineCss(css) {
  return css.replaceAll('</', '<\\/');
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The shell's index.html with the page's markup, its stylesheets and its title and description.
 * @param {string} template the built index.html
 * @param {RenderedPage} page
 * @param {InlineStyle[]} styles the stylesheets the first paint needs, inline-ready
 */
function composePage(template, page, styles) {
  // Each insert by a function: a string would have its `$&`, `$'`, `$$`… read as replacement patterns.
  let html = template;
  if (page.title !== undefined) {
    const title = `<title>${escapeHtml(page.title)}</title>`;
    html = html.replace(/<title>[^<]*<\/title>/, () => title);
  }
  if (page.description !== undefined) {
    const description = `<meta name="description" content="${escapeHtml(page.description)}" />`;
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => description);
  }
  if (page.canonicalUrl !== undefined) {
    // The shell's metadata hook finds this link and keeps it up to date as the player moves on.
    const canonical = `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}" />`;
    html = html.replace('</head>', () => `${canonical}</head>`);
  }
  // In the HTML rather than linked: a linked sheet shares a phone's bandwidth with the page's
  // preloaded scripts, and the first paint waits for it (measured: FCP 1.45 s linked on
  // Lighthouse's phone).
  const inline = styles
    .map(({ href, css }) => `<style data-href="${escapeHtml(href)}">${css}</style>`)
    .join('');
  html = html.replace('</head>', () => `${inline}</head>`);
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>`);
}

/** @param {string} css */
function styleHash(css) {
  return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}

/**
 * @param {string} html
 * @param {InlineStyle[]} styles
 * @returns {PageBody}
 */
function encodeBody(html, styles) {
  const identity = Buffer.from(html);
  return {
    styleHashes: styles.map(({ css }) => styleHash(css)),
    inlinedFiles: styles.map(({ href }) => href),
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * The shell's server build, loaded again when the file changes (a redeployed shell); null while it
 * is missing or does not export what is expected (the page is then served as built, empty).
 * @param {string} file
 * @param {(error: Error) => void} onInvalid
 */
function prerenderModuleReader(file, onInvalid) {
  /** @type {{ mtimeMs: number, module: PrerenderModule | null } | undefined} */
  let cached;
  return async () => {
    let mtimeMs;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return null;
    }
    if (cached?.mtimeMs === mtimeMs) return cached.module;
    /** @type {PrerenderModule | null} */
    let module = null;
    try {
      const loaded = await import(`${pathToFileURL(file).href}?v=${mtimeMs}`);
      if (!prerenderModuleSchema.safeParse(loaded).success)
        throw new Error(`${file} does not export prepare and renderPage`);
      module = /** @type {PrerenderModule} */ (loaded);
      await module.prepare();
    } catch (error) {
      module = null;
      onInvalid(error instanceof Error ? error : new Error(String(error)));
    }
    cached = { mtimeMs, module };
    return module;
  };
}

/**
 * Serves the shell's page for a path with its first paint in it: `null` when it cannot (no server
 * build, no valid config), and the caller sends the built index.html as it is.
 * @param {{
 *   siteState: ReturnType<typeof import('./hints.mjs').siteStateFrom>,
 *   indexFile: string,
 *   prerenderFile: string,
 *   root: string,
 *   log?: (line: string) => void,
 * }} options
 * @returns {(pathname: string, cookieHeader?: string) => Promise<PageBody | null>}
 */
export function pageBodiesFrom({ siteState, indexFile, prerenderFile, root, log = console.warn }) {
  const prerender = prerenderModuleReader(prerenderFile, (error) =>
    log(`[prerender] pages are served without their first paint: ${error.message}`),
  );
  /** @type {{ mtimeMs: number, text: string } | undefined} */
  let template;
  /** @type {Map<string, string>} the shell's stylesheets by file, inline-ready: hashed names, so never stale */
  const cssFiles = new Map();
  /** @param {string} file */
  const cssOf = async (file) => {
    let css = cssFiles.get(file);
    if (css === undefined) {
      css = inlineCss(await readFile(path.join(root, file), 'utf8'));
      cssFiles.set(file, css);
    }
    return css;
  };
  /** @type {LRUCache<string, { body: PageBody, inputs: unknown[] }>} */
  const pages = new LRUCache({ max: MAX_CACHED_PAGES, ttl: PAGE_TTL_MS });

  return async (pathname, cookieHeader) => {
    const [state, module] = await Promise.all([siteState(cookieHeader), prerender()]);
    if (!state || !module) return null;
    try {
      const { mtimeMs } = await stat(indexFile);
      if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, text: await readFile(indexFile, 'utf8') };
    } catch {
      return null;
    }
    const { config, shellAssets, filesOf } = state;
    const remotes = Object.entries(config.remotes).map(([name, manifest]) => {
      const surface = filesOf(new URL(manifest, config.siteUrl).href)?.surface ?? null;
      return { name, surface: surface?.remote === name ? surface : null };
    });
    // A page is rendered again as soon as anything it is made from changes.
    const inputs = [config, template.text, module, shellAssets, ...remotes.map((remote) => remote.surface)];
    // The notices this visitor dismissed, among those shown now (so the variants per path stay few).
    const shown = new Set(config.banners.map((banner) => banner.id));
    const dismissedBanners = dismissedBannersFromCookies(cookieHeader)
      .filter((id) => shown.has(id))
      .sort();
    // The visitor's released versions too: each choice is a page of its own.
    const versions = Object.entries(config.remoteVersions).map(([name, version]) => `${name}@${version}`);
    const key = [pathname, ...versions, '', ...dismissedBanners].join('\n');
    const cached = pages.get(key);
    if (cached?.inputs.every((input, index) => input === inputs[index])) return cached.body;
    // A path no remote claims is sent home by the shell: served as built, it costs no render.
    if (pathname !== '/' && !matchRoute(pathname, siteRoutesOf(config, filesOf).routes)) return null;
    const page = module.renderPage({ config, remotes, pathname, dismissedBanners });
    let styles;
    try {
      const files = [...shellAssets.boot, ...(pathname === '/' ? shellAssets.home : [])].filter((file) =>
        file.endsWith('.css'),
      );
      styles = await Promise.all(files.map(async (file) => ({ href: `/${file}`, css: await cssOf(file) })));
    } catch {
      return null;
    }
    const body = encodeBody(composePage(template.text, page, styles), styles);
    pages.set(key, { body, inputs });
    return body;
  };
}
