// A part's files, served by sirv from its build folder with the brotli and gzip siblings the build
// wrote (compress-dist.mjs), plus the headers the README promises: security headers scoped
// to the kind of response, cache rules, CORS on remotes and the preload hints of the shell's page.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { releaseVersionPattern } from 'shared-contracts';
import sirv from 'sirv';
import { allowInlineStyles, headersForResponse, responseKind } from './headers.mjs';

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Entry points must be revalidated so a redeployed part is picked up; hashed assets never change.
 * @param {string} urlPath
 */
export function cacheControlFor(urlPath) {
  if (/\/static\//.test(urlPath) && /\.[0-9a-f]{8,}\./.test(urlPath)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

/** The copies the build writes beside a file, by encoding, in order of preference (brotli is smaller). */
/** @type {Record<string, string>} */
const copySuffixes = { br: '.br', gzip: '.gz' };

/** The encodings the request accepts, preferred first (a `;q=0` refusal counts as not accepting). */
export function acceptedEncodings(acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  return Object.keys(copySuffixes).filter((name) => accepted.has(name));
}

/**
 * The first accepted encoding whose copy is at least as new as the file, or null. A copy older than
 * its file belongs to an earlier version of it (a deployment replaces config.json in place): never sent.
 * @param {string} file
 * @param {string[]} accepted
 * @returns {Promise<string | null>}
 */
async function freshEncoding(file, accepted) {
  let original;
  try {
    original = await stat(file);
  } catch {
    return null;
  }
  for (const name of accepted) {
    try {
      if ((await stat(`${file}${copySuffixes[name]}`)).mtimeMs >= original.mtimeMs) return name;
    } catch {
      // No copy in this encoding.
    }
  }
  return null;
}

/**
 * `dev` mode looks each file up on disk per request instead of listing the folder once at start,
 * so a part rebuilt into its folder is served at once (the cache rules are set here, not by sirv).
 * @param {string} root
 */
function filesOf(root) {
  return sirv(root, { dev: true, etag: true, brotli: true, gzip: true, extensions: ['html'] });
}

/**
 * The path a Link header value points at (`<http://host/path>; rel=…`), or null.
 * @param {string} link
 */
function linkedPath(link) {
  const url = URL.parse(link.slice(1, link.indexOf('>')));
  return url ? url.pathname : null;
}

/**
 * Sends a page the server composed (prerender.mjs) in the best encoding the request accepts, or 304
 * when the browser holds it already.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('./prerender.mjs').PageBody} body
 */
function sendPageBody(request, response, body) {
  response.setHeader('etag', body.etag);
  // The page differs by encoding and by the visitor's dismissed notices (a cookie).
  response.setHeader('vary', 'Accept-Encoding, Cookie');
  if (request.headers['if-none-match'] === body.etag) {
    response.writeHead(304);
    response.end();
    return;
  }
  const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
  const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
  if (encoding) response.setHeader('content-encoding', encoding);
  response.setHeader('content-length', bytes.length);
  response.writeHead(200);
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

/**
 * The visitor's /config.json: theirs alone (their released versions), so never kept by a shared
 * cache, and revalidated by the browser on each page (ETag).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Record<string, string>} headers
 * @param {string} text
 */
function sendVisitorConfig(request, response, headers, text) {
  for (const [name, value] of Object.entries(headersForResponse(headers, 'other')))
    response.setHeader(name, value);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  response.setHeader('cache-control', 'no-cache, private');
  response.setHeader('vary', 'Cookie');
  response.setHeader('etag', etag);
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304);
    response.end();
    return;
  }
  const bytes = Buffer.from(text);
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('content-length', bytes.length);
  response.writeHead(200);
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

/**
 * A released version's folder and the path inside it, for `/v/<version>/…` on a remote's origin
 * (`npm run release` publishes there; the version names a folder, so only a valid one is looked up).
 * @param {string} pathname
 * @returns {{ version: string, inner: string } | null}
 */
export function releasedPath(pathname) {
  const match = /^\/v\/([^/]+)(\/.*)$/.exec(pathname);
  if (!match?.[1] || !match[2] || !releaseVersionPattern.test(match[1])) return null;
  return { version: match[1], inner: match[2] };
}

/**
 * @param {{ root: string, spa: boolean, cors: boolean, files: Record<string, string>, releasesRoot?: string,
 *   securityHeaders: () => Record<string, string> | Promise<Record<string, string>>,
 *   pageLinks?: (pathname: string, cookieHeader?: string) => Promise<string[]>,
 *   pageBodies?: (pathname: string, cookieHeader?: string) => Promise<import('./prerender.mjs').PageBody | null>,
 *   visitors?: import('./visitor-site.mjs').VisitorSite }} options
 *   visitors: the shell's per-visitor site: a bucket cookie set on the first page, and /config.json
 *   (and every page's first paint and hints) with the visitor's released versions
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, pathname: string) => Promise<void>}
 */
export function createStaticFiles({
  root,
  spa,
  cors,
  files,
  releasesRoot,
  securityHeaders,
  pageLinks,
  pageBodies,
  visitors,
}) {
  const fromRoot = filesOf(root);
  /** @type {Map<string, ReturnType<typeof filesOf>>} each released version's files, by version */
  const releases = new Map();
  /** @param {string} version */
  const releaseFiles = (version) => {
    let served = releases.get(version);
    if (!served) {
      served = filesOf(path.join(releasesRoot ?? root, version));
      releases.set(version, served);
    }
    return served;
  };
  const overrides = new Map(
    Object.entries(files).map(([urlPath, file]) => [
      urlPath,
      { file, serve: filesOf(path.dirname(file)), url: `/${path.basename(file)}` },
    ]),
  );

  return async (request, response, pathname) => {
    const headers = { ...(await securityHeaders()) };
    if (cors) headers['access-control-allow-origin'] = '*';
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...headers, 'access-control-allow-methods': 'GET, HEAD' });
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...headers, allow: 'GET, HEAD' });
      response.end();
      return;
    }
    const override = overrides.get(pathname);
    // A released version of a remote (releasesRoot/<version>/), served as its dist/ is.
    const released = releasesRoot && !spa ? releasedPath(pathname) : null;
    // The shell is a single-page app: a path without an extension is one of its routes.
    const servedPath = !override && spa && !path.posix.extname(pathname) ? '/index.html' : pathname;
    // sirv answers an extension-less path with its index.html.
    const filePath = path.posix.extname(servedPath) ? servedPath : path.posix.join(servedPath, 'index.html');
    const isPage = spa && filePath === '/index.html';
    // The visitor's bucket, set on their first page (or config.json) and used for all of it.
    const visitor =
      visitors && (isPage || pathname === '/config.json')
        ? await visitors.visitor(request.headers.cookie)
        : null;
    if (visitor?.setCookie) response.setHeader('set-cookie', visitor.setCookie);
    const cookieHeader = visitor ? visitor.cookieHeader : request.headers.cookie;
    if (visitors && pathname === '/config.json') {
      const text = await visitors.configJson(cookieHeader);
      if (text !== null) {
        sendVisitorConfig(request, response, headers, text);
        return;
      }
    }
    const [links, pageBody] = await Promise.all([
      isPage && pageLinks ? pageLinks(pathname, cookieHeader) : [],
      isPage && pageBodies ? pageBodies(pathname, cookieHeader) : null,
    ]);
    // A stylesheet the page carries inline needs no preload.
    const inlined = new Set(pageBody?.inlinedFiles ?? []);
    const preloads = links.filter((link) => !inlined.has(linkedPath(link) ?? ''));
    if (preloads.length > 0) headers.link = preloads.join(', ');
    // Set before sirv answers, so a 304 carries them too.
    for (const [name, value] of Object.entries(headersForResponse(headers, responseKind(filePath)))) {
      response.setHeader(name, value);
    }
    response.setHeader('cache-control', cacheControlFor(filePath));
    const type = contentTypes[path.posix.extname(filePath)];
    if (type) response.setHeader('content-type', type);
    if (pageBody) {
      const policy = response.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        response.setHeader('content-security-policy', allowInlineStyles(policy, pageBody.styleHashes));
      }
      sendPageBody(request, response, pageBody);
      return;
    }
    // sirv sends any copy it finds (and takes `br;q=0` as accepting brotli): it is told the one chosen here.
    const file = override
      ? override.file
      : released
        ? path.join(releasesRoot ?? root, released.version, decodeURI(released.inner))
        : path.join(root, decodeURI(filePath));
    const encoding = await freshEncoding(file, acceptedEncodings(request.headers['accept-encoding']));
    request.headers['accept-encoding'] = encoding ?? 'identity';

    const notFound = () => {
      for (const name of ['content-type', 'link', 'vary']) response.removeHeader(name);
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found');
    };
    const fromFolder = () => {
      request.url = servedPath;
      fromRoot(request, response, notFound);
    };
    if (override) {
      request.url = override.url;
      override.serve(request, response, fromFolder);
    } else if (released) {
      request.url = released.inner;
      releaseFiles(released.version)(request, response, notFound);
    } else {
      fromFolder();
    }
  };
}
