// A small static file server for built parts: the shell (with SPA fallback and an /api proxy)
// and each remote (with CORS, since the shell loads their files from another origin).
// Files are read on each request, so a part rebuilt into its folder is served at once.
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import {
  baseHeaders,
  headersForResponse,
  imageOriginsFrom,
  remoteHeaders,
  responseKind,
  shellHeadersFrom,
} from './site-headers.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Entry points must be revalidated so a redeployed part is picked up; hashed assets never change. */
function cacheControlFor(relativePath) {
  if (/\/static\//.test(`/${relativePath}`) && /\.[0-9a-f]{8,}\./.test(relativePath)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

/** Text formats shrink to a fraction compressed (JavaScript to about a third); pictures and fonts already are compressed. */
const compressibleTypes = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Below this, the encodings' framing costs about what they save. */
const MIN_COMPRESS_BYTES = 1024;

function isCompressible(file) {
  return compressibleTypes.has(path.extname(file));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * Encodings in order of preference. Brotli at its best quality makes this site's JavaScript about 11%
 * smaller than gzip -9 does, which matters most on a slow phone link; gzip stays for older clients.
 */
const encodings = [
  {
    name: 'br',
    compress: (body) =>
      brotliAsync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  { name: 'gzip', compress: (body) => gzipAsync(body, { level: 9 }) },
];

/** The preferred encoding the request accepts (a `;q=0` refusal counts as not accepting), or null. */
export function encodingFor(acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  return encodings.find((encoding) => accepted.has(encoding.name)) ?? null;
}

/**
 * Compressed bodies (as promises, so a request arriving while the background pass compresses the
 * same file waits for that work instead of repeating it) by file and encoding, kept while the file
 * is unchanged: a file is compressed once per build.
 */
const compressedCache = new Map();

/** The body of a file worth compressing in the given encoding, or null to send the file as it is. */
function compressedBody({ file, size, mtimeMs }, encoding) {
  if (!encoding || !isCompressible(file) || size < MIN_COMPRESS_BYTES) return Promise.resolve(null);
  const key = `${encoding.name}:${file}`;
  const cached = compressedCache.get(key);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = readFile(file).then((contents) => encoding.compress(contents));
  compressedCache.set(key, { mtimeMs, size, body });
  // A failed read is not kept: the next request tries again.
  body.catch(() => {
    if (compressedCache.get(key)?.body === body) compressedCache.delete(key);
  });
  return body;
}

/**
 * Compresses a folder's files into the cache in the background, one at a time, so the first
 * visitor after a start does not wait for brotli's best quality (about 0.3 s for the largest
 * script). Files that change later are compressed again on request.
 */
async function warmCompressedCache(root) {
  const preferred = encodings[0];
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    // Source maps are big and asked for only by developer tools.
    if (!entry.isFile() || !isCompressible(entry.name) || entry.name.endsWith('.map')) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      const info = await stat(file);
      await compressedBody({ file, size: info.size, mtimeMs: info.mtimeMs }, preferred);
    } catch {
      // Gone or unreadable: a request for it will say so.
    }
  }
}

async function fileAt(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const resolved = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(resolved);
    if (info.isFile()) return { file: resolved, size: info.size, mtimeMs: info.mtimeMs };
    if (info.isDirectory()) return fileAt(root, path.posix.join(urlPath, 'index.html'));
  } catch {
    return null;
  }
  return null;
}

function proxy(request, response, target) {
  const url = new URL(request.url, target);
  const upstream = http.request(
    url,
    { method: request.method, headers: { ...request.headers, host: url.host } },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) {
      response.writeHead(502, { 'content-type': 'application/json' });
    }
    response.end(
      JSON.stringify({ error: { code: 'api_unavailable', message: 'The api is not answering.' } }),
    );
  });
  request.pipe(upstream);
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: boolean, apiTarget?: string, files?: Record<string, string>, securityHeaders?: () => Record<string, string> | Promise<Record<string, string>>, pageLinks?: (pathname: string) => Promise<string[]> }} options
 *   files: extra URL paths served from given files (e.g. a runtime /config.json).
 *   securityHeaders: the part's security headers (scripts/site-headers.mjs), asked on each request.
 *   pageLinks: resource hints sent as a Link header with the SPA's index.html (scripts/site-hints.mjs).
 * @returns {Promise<{ url: string, compressed: Promise<void>, close: () => Promise<void> }>}
 *   compressed: settles once the folder's files are in the compression cache.
 */
export function serveStatic({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  cors = false,
  apiTarget,
  files = {},
  securityHeaders = () => baseHeaders,
  pageLinks,
}) {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (apiTarget && (pathname === '/api' || pathname.startsWith('/api/'))) {
      proxy(request, response, apiTarget);
      return;
    }
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
    let found = files[pathname]
      ? await fileAt(path.dirname(files[pathname]), `/${path.basename(files[pathname])}`)
      : null;
    found ??= await fileAt(absoluteRoot, pathname);
    if (!found && spa && !path.posix.extname(pathname)) found = await fileAt(absoluteRoot, '/index.html');
    if (!found) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    const relative = path.relative(absoluteRoot, found.file);
    const encoding = encodingFor(request.headers['accept-encoding']);
    const compressed = await compressedBody(found, encoding);
    const links = pageLinks && spa && relative === 'index.html' ? await pageLinks(pathname) : [];
    if (links.length > 0) headers.link = links.join(', ');
    response.writeHead(200, {
      ...headersForResponse(headers, responseKind(found.file)),
      'content-type': contentTypes[path.extname(found.file)] ?? 'application/octet-stream',
      'content-length': compressed ? compressed.length : found.size,
      'cache-control': cacheControlFor(relative),
      ...(compressed && encoding ? { 'content-encoding': encoding.name } : {}),
      ...(isCompressible(found.file) ? { vary: 'Accept-Encoding' } : {}),
    });
    if (request.method === 'HEAD') response.end();
    else if (compressed) response.end(compressed);
    else createReadStream(found.file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const compressed = warmCompressedCache(absoluteRoot);
      resolve({
        compressed,
        url: `http://localhost:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

// CLI: node scripts/serve-static.mjs <folder> <port> [--spa] [--cors]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root, port] = process.argv.slice(2);
  if (!root || !port) {
    console.error('usage: node scripts/serve-static.mjs <folder> <port> [--spa] [--cors]');
    process.exit(2);
  }
  const spa = process.argv.includes('--spa');
  const server = await serveStatic({
    root,
    port: Number(port),
    spa,
    cors: !spa || process.argv.includes('--cors'),
    securityHeaders: spa
      ? shellHeadersFrom({
          configFile: path.resolve(root, 'config.json'),
          renditionUrl: process.env.RENDITION_BASE_URL,
          imageOrigins: imageOriginsFrom(process.env.SITE_IMAGE_ORIGINS),
        })
      : remoteHeaders,
  });
  console.log(`Serving ${root} at ${server.url}`);
}
