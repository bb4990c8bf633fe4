import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../stand-ins/free-port.mjs';
import { compressDist } from './compress-dist.mjs';
import { contentSecurityPolicy, shellHeaders } from './headers.mjs';
import { productionConfig } from './production-config.fixture.mjs';
import { requestTargetProblem } from './request-target.mjs';
import { acceptedEncodings, serveStatic } from './serve-static.mjs';

/** A script big enough to be worth compressing. */
/** @typedef {Awaited<ReturnType<typeof recordingServer>>} RecordingServer */
/** @typedef {Awaited<ReturnType<typeof serveStatic>>} RunningServer */

const script = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `toon ${i}`))};\n`;

/**
 * A request as the recording server saw it.
 * @typedef {{ method: string | undefined, url: string | undefined, headers: http.IncomingHttpHeaders, body: string }} SeenRequest
 */

/**
 * A real HTTP server on a free port that records every connection and request it gets.
 * @param {(request: http.IncomingMessage, response: http.ServerResponse, seen: SeenRequest) => void} [handle]
 */
async function recordingServer(handle = (_request, response) => response.end('ok')) {
  /** @type {SeenRequest[]} */
  const requests = [];
  let connections = 0;
  const server = http.createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const seen = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(seen);
      handle(request, response, seen);
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
    close: () =>
      new Promise((done) => {
        server.close(() => done(undefined));
        server.closeAllConnections();
      }),
  };
}

/**
 * Sends bytes over a plain socket (so the request line is exactly as written) and resolves with
 * what came back once the server closes the connection, and how long that took.
 * @param {number} port
 * @param {string[]} chunks written one after another, `gapMs` apart
 * @param {{ gapMs?: number }} [options]
 * @returns {Promise<{ text: string, afterMs: number }>}
 */
function rawExchange(port, chunks, { gapMs = 0 } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    /** @type {Buffer[]} */
    const received = [];
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', (error) =>
      /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNRESET' ? undefined : reject(error),
    );
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(received).toString(), afterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      const queue = [...chunks];
      const writeNext = () => {
        if (queue.length === 0 || socket.destroyed) return;
        socket.write(/** @type {string} */ (queue.shift()));
        timer = setTimeout(writeNext, gapMs);
      };
      writeNext();
    });
  });
}

/**
 * The raw body and headers, without fetch's own decompression.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @param {string} [method]
 * @returns {Promise<{ status: number | undefined, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
function rawGet(url, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

/** @param {string} text */
const statusOf = (text) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);

describe('request targets', () => {
  it('takes plain paths of the site, with any query', () => {
    for (const target of [
      '/',
      '/fishing',
      '/api/toons?after=%2Fx',
      '/static/js/index.1a2b3c4d.js',
      '/a%20b',
    ]) {
      expect(requestTargetProblem(target)).toBeNull();
    }
  });

  it('refuses every form that could name another host or leave the folder', () => {
    for (const target of [
      'http://127.0.0.1:9099/api/x',
      'HTTP://127.0.0.1/api/x',
      '127.0.0.1:3200',
      '*',
      '//127.0.0.1:3200/api/x',
      '/\\127.0.0.1:3200/api/x',
      '\\\\127.0.0.1/api/x',
      '/%2F127.0.0.1:3200/api',
      '/%2f%2f127.0.0.1:3200/api',
      '/%5C127.0.0.1/api',
      '/api/%5c%5c127.0.0.1',
      '/api/..%2Fadmin',
      '/api/../../etc/passwd',
      '/api/%2e%2e/x',
      '/static/%00.js',
      '/api/%zz',
    ]) {
      expect(requestTargetProblem(target), target).not.toBeNull();
    }
  });
});

describe('the api proxy', () => {
  /** @type {RecordingServer} */
  let api;
  /** @type {RecordingServer} */
  let otherHost;
  /** @type {RunningServer} */
  let shell;
  /** @type {RunningServer} */
  let remote;
  /** @type {string} */
  let folder;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'serve-static-'));
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>shell</title>');
    api = await recordingServer((request, response, seen) => {
      if (request.url === '/api/silent') return;
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ answeredBy: 'api', url: seen.url }));
    });
    otherHost = await recordingServer();
    shell = await serveStatic({ root: folder, port: await freePort(), spa: true, apiTarget: api.origin });
    remote = await serveStatic({ root: folder, port: await freePort(), cors: true });
  });

  afterEach(async () => {
    await Promise.all([shell?.close(), remote?.close(), api?.close(), otherHost?.close()]);
    await rm(folder, { recursive: true, force: true });
  });

  it('forwards /api requests to the api only, method, path, query and body intact', async () => {
    const response = await fetch(`${shell.url}/api/toons/7?fields=name`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', host: `127.0.0.1:${otherHost.port}` },
      body: '{"name":"Flippy"}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ answeredBy: 'api', url: '/api/toons/7?fields=name' });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'PUT', body: '{"name":"Flippy"}' });
    expect(api.requests[0].headers.host).toBe(`127.0.0.1:${api.port}`);
    expect(otherHost.connections()).toBe(0);
  });

  it('answers 400 to absolute-form, "//", backslash and encoded targets, and never reaches another host', async () => {
    const other = `127.0.0.1:${otherHost.port}`;
    const targets = [
      `http://${other}/api/x`,
      `http://${other}/`,
      `//${other}/api/x`,
      `/%2F${other}/api/x`,
      `/%2f/${other}/api/x`,
      `/\\${other}/api/x`,
      `/\\\\${other}/api/x`,
      `/%5C${other}/api/x`,
      `/api/..%2F..%2F${other}`,
      `${other}`,
    ];
    for (const server of [shell, remote]) {
      const port = Number(new URL(server.url).port);
      for (const target of targets) {
        const { text } = await rawExchange(port, [`GET ${target} HTTP/1.1\r\nHost: ${other}\r\n\r\n`]);
        expect(statusOf(text), `${target} on ${server.url}`).toBe(400);
      }
      // A body and another method change nothing.
      const { text } = await rawExchange(port, [
        `POST http://${other}/api/x HTTP/1.1\r\nHost: ${other}\r\nContent-Length: 2\r\n\r\n{}`,
      ]);
      expect(statusOf(text)).toBe(400);
    }
    const { text } = await rawExchange(Number(new URL(shell.url).port), [
      `GET //${other}/api/x HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    ]);
    expect(text).toContain('a path may not start with "//"');
    expect(otherHost.connections()).toBe(0);
    expect(api.requests).toHaveLength(0);
  });

  it('appends the socket address to X-Forwarded-For and states its own host and scheme', async () => {
    await fetch(`${shell.url}/api/health`, {
      headers: {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'spoofed.example',
      },
    });
    await fetch(`${shell.url}/api/health`);
    const [spoofed, plain] = api.requests.map((request) => request.headers);
    expect(spoofed['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(spoofed['x-forwarded-proto']).toBe('http');
    expect(spoofed['x-forwarded-host']).toBe(new URL(shell.url).host);
    expect(plain['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('drops a client’s X-Proxy-Secret and sends its own when it has one', async () => {
    await fetch(`${shell.url}/api/health`, { headers: { 'x-proxy-secret': 'made-up-by-the-client' } });
    const secretive = await serveStatic({
      root: folder,
      port: await freePort(),
      spa: true,
      apiTarget: api.origin,
      apiProxySecret: 'the-site-servers-own-secret',
    });
    try {
      await fetch(`${secretive.url}/api/health`, { headers: { 'x-proxy-secret': 'made-up-by-the-client' } });
    } finally {
      await secretive.close();
    }
    const [without, withSecret] = api.requests.map((request) => request.headers);
    expect(without['x-proxy-secret']).toBeUndefined();
    expect(withSecret['x-proxy-secret']).toBe('the-site-servers-own-secret');
  });

  it('answers 502 api_unavailable when nothing listens at the api origin', async () => {
    await api.close();
    const response = await fetch(`${shell.url}/api/health`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { code: 'api_unavailable' } });
  });
});

describe('time limits', () => {
  /** @type {RecordingServer} */
  let api;
  /** @type {RunningServer} */
  let server;
  /** @type {string} */
  let folder;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'serve-static-'));
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>shell</title>');
    api = await recordingServer((request, response) => {
      if (request.url !== '/api/silent') response.end('{}');
    });
  });

  afterEach(async () => {
    await Promise.all([server?.close(), api?.close()]);
    await rm(folder, { recursive: true, force: true });
  });

  /** @param {{ headersTimeoutMs?: number, requestTimeoutMs?: number, upstreamTimeoutMs?: number }} limits */
  const start = async (limits) => {
    server = await serveStatic({
      root: folder,
      port: await freePort(),
      spa: true,
      apiTarget: api.origin,
      ...limits,
    });
    return Number(new URL(server.url).port);
  };

  it('closes a connection whose headers never end (slowloris) with a 408', async () => {
    const port = await start({ headersTimeoutMs: 300 });
    const trickle = ['GET / HTTP/1.1\r\nHost: localhost\r\n'];
    for (let i = 0; i < 40; i += 1) trickle.push(`X-Slow-${i}: 1\r\n`);
    const { text, afterMs } = await rawExchange(port, trickle, { gapMs: 50 });
    expect(statusOf(text)).toBe(408);
    expect(afterMs).toBeLessThan(1500);
  });

  it('keeps an idle keep-alive connection past Node’s 5 s default, so a client reusing it meets no reset', async () => {
    const port = await start({});
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    /** @returns {Promise<{ status: number | undefined, socket: import('node:net').Socket | null }>} */
    const get = () =>
      new Promise((resolve, reject) => {
        const request = http.get({ port, host: '127.0.0.1', path: '/', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode, socket: request.socket }));
        });
        request.on('error', reject);
      });
    try {
      const first = await get();
      await new Promise((done) => setTimeout(done, 7_000));
      const second = await get();
      expect(second.status).toBe(200);
      // The same connection served both: the server had not closed it.
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  }, 15_000);

  it('closes a connection that opens and sends nothing', async () => {
    const port = await start({ headersTimeoutMs: 300 });
    const { text, afterMs } = await rawExchange(port, []);
    expect(text === '' || statusOf(text) === 408).toBe(true);
    expect(afterMs).toBeLessThan(1500);
  });

  it('cuts off an /api request whose body stops coming, with a 408', async () => {
    const port = await start({ headersTimeoutMs: 300, requestTimeoutMs: 500 });
    const { text, afterMs } = await rawExchange(port, [
      'POST /api/toons HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
    ]);
    expect(statusOf(text)).toBe(408);
    expect(afterMs).toBeLessThan(2000);
    // The api never got a whole request to act on.
    expect(api.requests).toHaveLength(0);
  });

  it('answers 504 api_timeout when the api does not answer in time', async () => {
    await start({ upstreamTimeoutMs: 300 });
    const started = Date.now();
    const response = await fetch(`${server.url}/api/silent`);
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: { code: 'api_timeout' } });
    expect(Date.now() - started).toBeLessThan(1500);
    // A quick answer is not affected.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('choosing an encoding', () => {
  it('prefers brotli, then gzip, and honours a q=0 refusal', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip, deflate')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.8')).toEqual(['gzip']);
    expect(acceptedEncodings('BR')).toEqual(['br']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe('files compressed at build time', () => {
  /** @type {string} */
  let folder;
  /** @type {RunningServer | undefined} */
  let server;
  afterEach(async () => {
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const build = async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'serve-static-'));
    await mkdir(path.join(folder, 'static', 'js'), { recursive: true });
    await writeFile(
      path.join(folder, 'index.html'),
      `<!doctype html><title>shell</title>${'<p>x</p>'.repeat(200)}`,
    );
    await writeFile(path.join(folder, 'config.json'), '{"from":"build"}');
    await writeFile(path.join(folder, 'static', 'js', 'app.1a2b3c4d.js'), script);
    await writeFile(path.join(folder, 'static', 'js', 'app.1a2b3c4d.js.map'), script);
    await writeFile(path.join(folder, 'static', 'js', 'tiny.1a2b3c4d.js'), 'export {};\n');
    await writeFile(path.join(folder, 'picture.png'), Buffer.alloc(4096, 7));
    await compressDist(folder);
  };

  it('writes brotli and gzip copies of text files worth compressing, and removes outdated ones', async () => {
    await build();
    const written = (await readdir(folder, { recursive: true })).filter((name) => /\.(br|gz)$/.test(name));
    expect(written.sort()).toEqual(
      ['index.html.br', 'index.html.gz', 'static/js/app.1a2b3c4d.js.br', 'static/js/app.1a2b3c4d.js.gz'].map(
        (name) => path.normalize(name),
      ),
    );
    // A rebuild into the same folder where the page became too small to gain: its old copies go.
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>new</title>');
    await compressDist(folder);
    const after = await readdir(folder);
    expect(after).not.toContain('index.html.br');
    expect(after).not.toContain('index.html.gz');
  });

  it('sends the same script in brotli, gzip or as it is, as the browser asks', async () => {
    await build();
    server = await serveStatic({ root: folder, port: await freePort(), cors: true });
    const url = `${server.url}/static/js/app.1a2b3c4d.js`;

    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzipped = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(gzipped.body.length);

    const refused = await rawGet(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    // Too small to gain from compression: sent as it is.
    const tiny = await rawGet(`${server.url}/static/js/tiny.1a2b3c4d.js`, { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });

  it('never sends a copy older than its file (a file replaced in place after the build)', async () => {
    await build();
    server = await serveStatic({ root: folder, port: await freePort(), spa: true });
    const page = path.join(folder, 'index.html');
    const replaced = `<!doctype html><title>replaced</title>${'<p>y</p>'.repeat(200)}`;
    await writeFile(page, replaced);
    const later = new Date(Date.now() + 10_000);
    await utimes(page, later, later);
    for (const acceptEncoding of ['br', 'gzip', 'br, gzip']) {
      const response = await rawGet(`${server.url}/fishing`, { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe(replaced);
    }
  });

  it('serves a file rebuilt into the folder at once', async () => {
    await build();
    server = await serveStatic({ root: folder, port: await freePort(), cors: true });
    await writeFile(path.join(folder, 'static', 'js', 'next.5e6f7a8b.js'), 'export const next = 1;\n');
    const response = await rawGet(`${server.url}/static/js/next.5e6f7a8b.js`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('export const next = 1;\n');
  });

  it('keeps the cache rules, CORS, the 405 and the OPTIONS answer of a remote', async () => {
    await build();
    server = await serveStatic({ root: folder, port: await freePort(), cors: true });
    const hashed = await rawGet(`${server.url}/static/js/app.1a2b3c4d.js`);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['access-control-allow-origin']).toBe('*');
    expect(hashed.headers['x-content-type-options']).toBe('nosniff');
    const entry = await rawGet(`${server.url}/`, { 'accept-encoding': 'br' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(entry.body).toString()).toContain('<title>shell</title>');
    // A revalidation keeps the cache rule.
    const again = await rawGet(`${server.url}/`, { 'if-none-match': hashed.headers.etag ?? '' });
    expect(again.headers['cache-control']).toBe('no-cache');
    const revalidated = await rawGet(`${server.url}/static/js/app.1a2b3c4d.js`, {
      'if-none-match': hashed.headers.etag ?? '',
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await rawGet(`${server.url}/fishing`)).status).toBe(404);
    const post = await rawGet(`${server.url}/index.html`, {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const options = await rawGet(`${server.url}/static/js/app.1a2b3c4d.js`, {}, 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers['access-control-allow-methods']).toBe('GET, HEAD');
    const head = await rawGet(`${server.url}/static/js/app.1a2b3c4d.js`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(script));
    expect(head.body.length).toBe(0);
  });

  it('falls back to the page with its preload hints for routes only, and serves the runtime config', async () => {
    await build();
    const runtimeConfig = path.join(folder, 'runtime-config.json');
    await writeFile(runtimeConfig, '{"from":"deployment"}');
    server = await serveStatic({
      root: folder,
      port: await freePort(),
      spa: true,
      files: { '/config.json': runtimeConfig },
      pageLinks: async (pathname) => [`<${pathname}.js>; rel=preload; as=script`],
    });
    const route = await rawGet(`${server.url}/fishing`);
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('<title>shell</title>');
    expect(route.headers.link).toBe('</fishing.js>; rel=preload; as=script');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect((await rawGet(`${server.url}/static/js/gone.1a2b3c4d.js`)).status).toBe(404);
    const asset = await rawGet(`${server.url}/static/js/app.1a2b3c4d.js`);
    expect(asset.headers.link).toBeUndefined();
    const config = await rawGet(`${server.url}/config.json`);
    expect(config.body.toString()).toBe('{"from":"deployment"}');
    expect(config.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(config.headers['cache-control']).toBe('no-cache');
  });
});

describe('pages with their first paint', () => {
  /** @type {string} */
  let folder;
  /** @type {RunningServer | undefined} */
  let server;
  afterEach(async () => {
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const site = 'https://trinkets.example';
  const builtPage = `<!doctype html><title>shell as built</title>${'<p>x</p>'.repeat(50)}<div id="root"></div>`;
  const bootCss = '/static/css/async/boot.a053414cc1.css';
  const homeCss = '/static/css/async/home.67a4151ac7.css';
  const styles = ['.nav{display:flex}', '.home{margin:0}'];
  const hashes = styles.map((css) => `sha256-${createHash('sha256').update(css).digest('base64')}`);
  const composed = `<!doctype html><title>The Trinket Foundation | Store</title><style data-href="${bootCss}">${styles[0]}</style><div id="root"><main><h1>The Store</h1>${'<p>Plushies and pins.</p>'.repeat(40)}</main></div>`;

  /**
   * A page as prerender.mjs gives it.
   * @param {string} html
   * @returns {import('./prerender.mjs').PageBody}
   */
  const pageBody = (html) => {
    const identity = Buffer.from(html);
    return {
      identity,
      br: brotliCompressSync(identity),
      gzip: gzipSync(identity),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      styleHashes: [hashes[0] ?? ''],
      inlinedFiles: [bootCss],
    };
  };
  const body = pageBody(composed);

  /** The Link header's values as hints.mjs gives them for a page. */
  const links = [
    `<${site}/config.json>; rel=preload; as=fetch; crossorigin=anonymous`,
    `<${site}${bootCss}>; rel=preload; as=style`,
    `<${site}/static/js/async/boot.0682de820c.js>; rel=preload; as=script`,
    `<${site}${homeCss}>; rel=preload; as=style`,
    '<https://tools.cdn.example/v2/static/css/async/3.4d.css>; rel=preload; as=style; fetchpriority=low',
  ];

  /**
   * @param {(pathname: string) => Promise<import('./prerender.mjs').PageBody | null>} pageBodies
   */
  const start = async (pageBodies) => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'serve-static-'));
    await mkdir(path.join(folder, 'static', 'js'), { recursive: true });
    await writeFile(path.join(folder, 'index.html'), builtPage);
    await writeFile(path.join(folder, 'static', 'js', 'app.1a2b3c4d.js'), script);
    /** @type {string[]} */
    const asked = [];
    server = await serveStatic({
      root: folder,
      port: await freePort(),
      spa: true,
      securityHeaders: () => shellHeaders(contentSecurityPolicy(productionConfig)),
      pageLinks: async () => links,
      pageBodies: async (pathname) => {
        asked.push(pathname);
        return pageBodies(pathname);
      },
    });
    return { url: server.url, asked };
  };

  /**
   * The policy as a map of directive name to its sources.
   * @param {string | string[] | undefined} policy
   */
  const directives = (policy) =>
    Object.fromEntries(
      String(policy)
        .split('; ')
        .map((directive) => {
          const [name, ...values] = directive.split(' ');
          return [name, values];
        }),
    );

  it('sends the composed page in brotli, gzip or as it is, as the browser asks', async () => {
    const { url } = await start(async () => body);
    const brotli = await rawGet(`${url}/store`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotli.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(composed);

    const gzipped = await rawGet(`${url}/store`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(composed);

    const plain = await rawGet(`${url}/store`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(plain.body.toString()).toBe(composed);
  });

  it('answers 304 to the page the browser holds, and a HEAD with the headers only', async () => {
    const { url } = await start(async () => body);
    const first = await rawGet(`${url}/store`, { 'accept-encoding': 'br' });
    expect(first.headers.etag).toBe(body.etag);
    const again = await rawGet(`${url}/store`, { 'accept-encoding': 'br', 'if-none-match': body.etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(body.etag);
    // The revalidated page keeps its policy, inline styles admitted.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['cache-control']).toBe('no-cache');
    // Another version of the page is sent whole.
    const stale = await rawGet(`${url}/store`, { 'if-none-match': '"older"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(composed);

    const head = await rawGet(`${url}/store`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(body.br.length);
  });

  it('admits the page’s inline styles by their hashes only, and nothing else inline', async () => {
    const { url } = await start(async () => body);
    const page = await rawGet(`${url}/store`);
    const policy = directives(page.headers['content-security-policy']);
    const plain = directives(contentSecurityPolicy(productionConfig));
    expect(policy['style-src']).toEqual([...(plain['style-src'] ?? []), `'${hashes[0]}'`]);
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-inline');
    // Every other directive as it was: no script is admitted inline.
    expect({ ...policy, 'style-src': [] }).toEqual({ ...plain, 'style-src': [] });
    expect(policy['script-src']?.join(' ')).not.toMatch(/sha256|unsafe/);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('drops the preload of a stylesheet the page carries inline, and keeps every other', async () => {
    const { url } = await start(async () => body);
    const page = await rawGet(`${url}/store`);
    expect(
      String(page.headers.link)
        .split(', ')
        .filter((link) => link.startsWith('<')),
    ).toEqual(links.filter((link) => !link.includes(bootCss)));
  });

  it('sends the page as built, with its policy and hints unchanged, when there is no composed page', async () => {
    const { url, asked } = await start(async () => null);
    const page = await rawGet(`${url}/no-such-page`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(builtPage);
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy(productionConfig));
    expect(page.headers.link).toBe(links.join(', '));
    expect(asked).toEqual(['/no-such-page']);
  });

  it('asks for a composed page on the shell’s routes only, never for its files', async () => {
    const { url, asked } = await start(async () => body);
    const asset = await rawGet(`${url}/static/js/app.1a2b3c4d.js`);
    expect(asset.status).toBe(200);
    expect(asset.body.toString()).toBe(script);
    expect(asset.headers.etag).not.toBe(body.etag);
    expect((await rawGet(`${url}/static/js/gone.1a2b3c4d.js`)).status).toBe(404);
    expect(asked).toEqual([]);
    // `/` and `/index.html` are the page too.
    expect((await rawGet(`${url}/`)).body.toString()).toBe(composed);
    expect((await rawGet(`${url}/index.html`)).body.toString()).toBe(composed);
    expect(asked).toEqual(['/', '/index.html']);
  });
});
