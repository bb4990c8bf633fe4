import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpClient, HttpError, ResponseShapeError } from './http-client.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
let baseUrl: string;
const seen: Seen[] = [];

function send(res: ServerResponse, status: number, body: string, contentType = 'application/json') {
  res.writeHead(status, { 'Content-Type': contentType });
  res.end(body);
}

/** The last request the server received. */
function last(): Seen {
  const request = seen.at(-1);
  if (!request) throw new Error('no request seen');
  return request;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = req.url ?? '/';
      seen.push({ method: req.method ?? '', url, headers: req.headers, body });
      const path = url.split('?')[0];
      switch (path) {
        case '/api/echo':
          return send(
            res,
            200,
            JSON.stringify({
              method: req.method,
              url,
              authorization: req.headers.authorization ?? null,
              contentType: req.headers['content-type'] ?? null,
              body: body ? JSON.parse(body) : null,
            }),
          );
        case '/api/raw':
          return send(res, 200, JSON.stringify({ contentType: req.headers['content-type'] ?? null, body }));
        case '/api/toon':
          return send(res, 200, JSON.stringify({ name: 'Flippy', laff: 137 }));
        case '/api/bad-shape':
          return send(res, 200, JSON.stringify({ name: 'Flippy', fish: [{ weight: 'heavy' }] }));
        case '/api/not-json':
          return send(res, 200, '<html>oops</html>', 'text/html');
        case '/api/text':
          return send(res, 200, 'plain words', 'text/plain');
        case '/api/empty':
          res.writeHead(204);
          return res.end();
        case '/api/empty-200':
          res.writeHead(200, { 'Content-Length': '0' });
          return res.end();
        case '/api/not-found':
          return send(
            res,
            404,
            JSON.stringify({ error: { code: 'toon_not_found', message: 'No such toon.' } }),
          );
        case '/api/string-error':
          return send(res, 400, JSON.stringify({ error: 'Bad request body' }));
        case '/api/crash':
          return send(res, 500, 'Internal failure: the Cogs got in', 'text/plain');
        case '/api/silent-error':
          res.writeHead(503);
          return res.end();
        case '/api/slow':
          setTimeout(() => send(res, 200, '{}'), 2000);
          return;
        case '/img/start':
          res.writeHead(302, { Location: '/img/middle' });
          return res.end();
        case '/img/middle':
          res.writeHead(301, { Location: `${origin}/img/final.png?v=2` });
          return res.end();
        case '/img/final.png':
          return send(res, 200, 'PNGDATA', 'image/png');
        case '/img/missing':
          res.writeHead(302, { Location: '/img/gone' });
          return res.end();
        default:
          return send(res, 404, 'Not found', 'text/plain');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  baseUrl = `${origin}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const tokenClient = () => createHttpClient({ baseUrl, getIdToken: async () => 'secret-token' });

describe('createHttpClient methods', () => {
  it('GETs JSON with Accept and no-store', async () => {
    const client = createHttpClient({ baseUrl });
    const echo = await client.get<{ method: string; body: unknown }>('/echo');
    expect(echo.method).toBe('GET');
    expect(echo.body).toBeNull();
    expect(last().headers.accept).toBe('application/json');
    // cache: 'no-store' makes fetch send no-cache request headers.
    expect(last().headers['cache-control']).toBe('no-cache');
  });

  it('POSTs a JSON body and reads it back', async () => {
    const payload = { name: 'Flippy', fish: { '0-0': { weight: 40 } }, emoji: '🐟' };
    const echo = await createHttpClient({ baseUrl }).post<{
      method: string;
      contentType: string;
      body: unknown;
    }>('/echo', payload);
    expect(echo).toMatchObject({ method: 'POST', contentType: 'application/json', body: payload });
  });

  it('PUTs a JSON body', async () => {
    const echo = await createHttpClient({ baseUrl }).put<{ method: string; body: unknown }>('/echo', {
      rod: 'Gold',
    });
    expect(echo).toMatchObject({ method: 'PUT', body: { rod: 'Gold' } });
  });

  it('sends DELETE', async () => {
    const echo = await createHttpClient({ baseUrl }).delete<{ method: string }>('/echo');
    expect(echo.method).toBe('DELETE');
  });

  it('sends POST without a body and without a Content-Type', async () => {
    const echo = await createHttpClient({ baseUrl }).post<{ contentType: string | null; body: unknown }>(
      '/echo',
    );
    expect(echo).toMatchObject({ contentType: null, body: null });
  });

  it('sends FormData as it is', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'hello.txt');
    const echo = await createHttpClient({ baseUrl }).post<{ contentType: string; body: string }>(
      '/raw',
      form,
    );
    expect(echo.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toContain('hello');
  });

  it('joins base URL and path with a single slash', async () => {
    await createHttpClient({ baseUrl: `${baseUrl}/` }).get('echo');
    expect(last().url).toBe('/api/echo');
  });

  it('adds custom headers', async () => {
    await createHttpClient({ baseUrl }).get('/echo', { headers: { 'X-Trace': 'abc' } });
    expect(last().headers['x-trace']).toBe('abc');
  });
});

describe('authorization', () => {
  it('sends the bearer token', async () => {
    const echo = await tokenClient().get<{ authorization: string }>('/echo');
    expect(echo.authorization).toBe('Bearer secret-token');
  });

  it('skips it when auth is false', async () => {
    const echo = await tokenClient().post<{ authorization: string | null }>('/echo', {}, { auth: false });
    expect(echo.authorization).toBeNull();
  });

  it('sends none without getIdToken or when it gives null', async () => {
    expect(
      (await createHttpClient({ baseUrl }).get<{ authorization: null }>('/echo')).authorization,
    ).toBeNull();
    const signedOut = createHttpClient({ baseUrl, getIdToken: async () => null });
    expect((await signedOut.get<{ authorization: null }>('/echo')).authorization).toBeNull();
  });

  it('asks for a fresh token on each request', async () => {
    let n = 0;
    const client = createHttpClient({ baseUrl, getIdToken: async () => `t${++n}` });
    await client.get('/echo');
    await client.get('/echo');
    expect(last().headers.authorization).toBe('Bearer t2');
  });
});

describe('errors', () => {
  it('throws HttpError with status, body, url and the api reason', async () => {
    const error = await tokenClient()
      .get('/not-found')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 404,
      url: `${baseUrl}/not-found`,
      method: 'GET',
      reason: 'No such toon.',
      code: 'toon_not_found',
    });
    expect((error as HttpError).body).toContain('toon_not_found');
    expect((error as HttpError).message).toContain('No such toon.');
  });

  it('reads a plain string error', async () => {
    await expect(createHttpClient({ baseUrl }).post('/string-error', {})).rejects.toMatchObject({
      status: 400,
      reason: 'Bad request body',
      code: null,
    });
  });

  it('falls back to the body text', async () => {
    await expect(createHttpClient({ baseUrl }).get('/crash')).rejects.toMatchObject({
      status: 500,
      body: 'Internal failure: the Cogs got in',
      reason: 'Internal failure: the Cogs got in',
    });
  });

  it('falls back to the status text for an empty error body', async () => {
    await expect(createHttpClient({ baseUrl }).get('/silent-error')).rejects.toMatchObject({
      status: 503,
      body: '',
      reason: 'Service Unavailable',
    });
  });

  it('throws HttpError for a 2xx body that is not JSON', async () => {
    await expect(createHttpClient({ baseUrl }).get('/not-json')).rejects.toMatchObject({
      status: 200,
      reason: 'The response is not valid JSON',
    });
  });

  it('throws status 0 with a clear message when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await createHttpClient({ baseUrl: `http://127.0.0.1:${port}/api` })
      .get('/echo')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0, url: `http://127.0.0.1:${port}/api/echo` });
    expect((error as HttpError).message).toMatch(
      /Network error: could not reach the server \(.*ECONNREFUSED/,
    );
  });

  it('keeps an abort an AbortError', async () => {
    const controller = new AbortController();
    const pending = createHttpClient({ baseUrl }).get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('response types', () => {
  it('reads text', async () => {
    const text = await createHttpClient({ baseUrl }).get<string>('/text', { responseType: 'text' });
    expect(text).toBe('plain words');
    expect(last().headers.accept).toContain('text/plain');
  });

  it('gives undefined for 204 and for an empty 200', async () => {
    const client = createHttpClient({ baseUrl });
    await expect(client.delete('/empty')).resolves.toBeUndefined();
    await expect(client.get('/empty-200')).resolves.toBeUndefined();
  });
});

describe('query strings', () => {
  it('encodes values and skips undefined', async () => {
    await createHttpClient({ baseUrl }).get('/echo', {
      query: { q: 'Flippy & Friends/é', page: 2, public: true, skip: undefined, empty: '' },
    });
    expect(last().url).toBe('/api/echo?q=Flippy+%26+Friends%2F%C3%A9&page=2&public=true&empty=');
  });

  it('appends to an existing query', async () => {
    await createHttpClient({ baseUrl }).get('/echo?a=1', { query: { b: 'x y' } });
    expect(last().url).toBe('/api/echo?a=1&b=x+y');
  });

  it('leaves the URL alone for an empty query', async () => {
    await createHttpClient({ baseUrl }).get('/echo', { query: { none: undefined } });
    expect(last().url).toBe('/api/echo');
  });
});

describe('schema validation', () => {
  const ToonShape = z.object({ name: z.string(), laff: z.number().int() });
  const FishShape = z.object({ name: z.string(), fish: z.array(z.object({ weight: z.number() })) });

  it('returns the parsed data', async () => {
    const toon = await createHttpClient({ baseUrl }).get('/toon', { schema: ToonShape });
    expect(toon).toEqual({ name: 'Flippy', laff: 137 });
  });

  it('applies schema transforms and defaults', async () => {
    const schema = ToonShape.extend({ isLinked: z.boolean().default(false) });
    const toon = await createHttpClient({ baseUrl }).get('/toon', { schema });
    expect(toon.isLinked).toBe(false);
  });

  it('throws ResponseShapeError naming the bad field', async () => {
    const error = await createHttpClient({ baseUrl })
      .get('/bad-shape', { schema: FishShape })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 200, path: 'fish.0.weight', url: `${baseUrl}/bad-shape` });
    expect((error as ResponseShapeError).message).toContain('"fish.0.weight"');
    expect((error as ResponseShapeError).issues[0]?.path).toBe('fish.0.weight');
  });

  it('validates an empty body against the schema', async () => {
    const client = createHttpClient({ baseUrl });
    await expect(client.get('/empty', { schema: z.undefined() })).resolves.toBeUndefined();
    await expect(client.get('/empty', { schema: ToonShape })).rejects.toMatchObject({
      name: 'ResponseShapeError',
      path: '',
    });
  });
});

describe('imageUrl', () => {
  it('resolves the final URL after redirects', async () => {
    const client = createHttpClient({ baseUrl, getIdToken: async () => 'secret-token' });
    await expect(client.imageUrl(`${origin}/img/start`)).resolves.toBe(`${origin}/img/final.png?v=2`);
    expect(last().url).toBe('/img/final.png?v=2');
    // Never sends the user's token to an image service.
    expect(last().headers.authorization).toBeUndefined();
  });

  it('returns the URL itself when there is no redirect', async () => {
    await expect(createHttpClient({ baseUrl }).imageUrl(`${origin}/img/final.png?v=2`)).resolves.toBe(
      `${origin}/img/final.png?v=2`,
    );
  });

  it('throws HttpError when the image is missing', async () => {
    await expect(createHttpClient({ baseUrl }).imageUrl(`${origin}/img/missing`)).rejects.toMatchObject({
      name: 'HttpError',
      status: 404,
    });
  });

  it('throws status 0 when the service cannot be reached', async () => {
    await expect(createHttpClient({ baseUrl }).imageUrl('http://127.0.0.1:1/x.png')).rejects.toMatchObject({
      status: 0,
    });
  });
});
