// The site's own server for built parts: the shell (with SPA fallback and an /api proxy) and each
// remote (with CORS, since the shell loads their files from another origin). Files come from the
// part's build folder with the brotli and gzip siblings the build wrote (static-files.mjs).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteParts } from 'build-preset/parts';
import { createApiProxy } from './api-proxy.mjs';
import { baseHeaders, imageOriginsFrom, remoteHeaders, shellHeadersFrom } from './headers.mjs';
import { isApiPath, pathOf, requestTargetProblem } from './request-target.mjs';
import { createStaticFiles } from './static-files.mjs';

export { acceptedEncodings } from './static-files.mjs';

/** A browser sends its headers at once; a client still sending them after this is holding a socket. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included (the api takes bodies of a few kilobytes). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/**
 * How long an idle keep-alive connection stays open. Node's 5 s default races clients that reuse a
 * connection just as the server closes it: their request meets a reset ("socket hang up"), which
 * browsers retry but HTTP clients such as the e2e suite's do not. Longer than a page's polls (30 s),
 * like nginx's 75 s; idle sockets cost little, and slow senders are cut by the headers timeout.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: boolean, apiTarget?: string, files?: Record<string, string>, releasesRoot?: string, securityHeaders?: () => Record<string, string> | Promise<Record<string, string>>, pageLinks?: (pathname: string, cookieHeader?: string) => Promise<string[]>, pageBodies?: (pathname: string, cookieHeader?: string) => Promise<import('./prerender.mjs').PageBody | null>, visitors?: import('./visitor-site.mjs').VisitorSite, headersTimeoutMs?: number, requestTimeoutMs?: number, upstreamTimeoutMs?: number, apiProxySecret?: string }} options
 *   apiTarget: the one origin /api requests are forwarded to (the shell's server only);
 *   apiProxySecret: the api's TRUST_PROXY_SECRET, sent with each (api-proxy.mjs).
 *   files: extra URL paths served from given files (e.g. a runtime /config.json).
 *   releasesRoot: a remote's released versions, each in a folder of its own, served at /v/<version>/.
 *   securityHeaders: the part's security headers (headers.mjs), asked on each request.
 *   pageLinks: resource hints sent as a Link header with the SPA's index.html (hints.mjs).
 *   pageBodies: the SPA's page for a path with its first paint in it (prerender.mjs); null: index.html as built.
 *   visitors: the shell's per-visitor config and bucket cookie (visitor-site.mjs).
 *   headersTimeoutMs, requestTimeoutMs: how long a client may take to send its headers, and its
 *   whole request (408 and the connection closed after); upstreamTimeoutMs: how long the api may
 *   stay silent (504).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  cors = false,
  apiTarget,
  files = {},
  releasesRoot,
  securityHeaders = () => baseHeaders,
  pageLinks,
  pageBodies,
  visitors,
  headersTimeoutMs = DEFAULT_HEADERS_TIMEOUT_MS,
  requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  upstreamTimeoutMs,
  apiProxySecret,
}) {
  const api = apiTarget
    ? createApiProxy({ target: apiTarget, upstreamTimeoutMs, proxySecret: apiProxySecret })
    : null;
  const serveFiles = createStaticFiles({
    root: path.resolve(root),
    spa,
    cors,
    files,
    ...(releasesRoot && { releasesRoot }),
    securityHeaders,
    pageLinks,
    pageBodies,
    ...(visitors && { visitors }),
  });
  // Node refuses a headers limit longer than the whole request's.
  const headersTimeout = Math.min(headersTimeoutMs, requestTimeoutMs);
  const server = http.createServer(
    {
      headersTimeout,
      requestTimeout: requestTimeoutMs,
      // Node checks those limits on this interval (30 s by default, which would stretch them).
      connectionsCheckingInterval: Math.max(10, Math.min(1000, headersTimeout / 4)),
    },
    (request, response) => {
      const target = request.url ?? '';
      const problem = requestTargetProblem(target);
      if (problem) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
        response.end(`Bad request target: ${problem}.\n`);
        return;
      }
      const pathname = pathOf(target);
      if (api && isApiPath(pathname)) {
        api.forward(request, response);
        return;
      }
      serveFiles(request, response, pathname).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    },
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        url: `http://localhost:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
            api?.close();
          }),
      });
    });
  });
}

// CLI: node site-server/serve-static.mjs <folder> [<port>] [--spa] [--cors]: a package's `npm run preview`
// serves its dist/ on the port the parts manifest gives its folder.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root, portArgument] = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
  const part = siteParts.parts.find((candidate) => candidate.dir === path.basename(process.cwd()));
  const port = portArgument ? Number(portArgument) : part?.port;
  if (!root || !port) {
    console.error(
      'usage: node site-server/serve-static.mjs <folder> [<port>] [--spa] [--cors] (no port: the port of the current package in shared-contracts/parts.json)',
    );
    process.exit(2);
  }
  const spa = process.argv.includes('--spa') || (!portArgument && part?.name === 'shell');
  const server = await serveStatic({
    root,
    port,
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
