// The HTTP conventions every route shares: error shape, validation, limits, CORS, request ids, logs.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { noDatabase } from '../testing/no-database.js';
import { createTestApp } from '../testing/test-app.js';
import { parseJsonBody, parseParams, parseQuery } from './validate.js';

const Thing = z.object({ name: z.string().min(1), count: z.number().int().nonnegative().optional() });

function buildApp(bodyLimitBytes = 1024) {
  const built = createTestApp(noDatabase, { bodyLimitBytes, corsOrigins: ['http://localhost:3001'] });
  // Test-only routes, added the way feature routes are (after the shared middleware).
  built.app.post('/api/things', async (c) => c.json(await parseJsonBody(c, Thing), 201));
  built.app.get('/api/things/:id', (c) => {
    const { id } = parseParams(c, z.object({ id: z.coerce.number().int().positive() }));
    const { limit, tag } = parseQuery(
      c,
      z.object({ limit: z.coerce.number().int().max(50).default(10), tag: z.array(z.string()).optional() }),
    );
    return c.json({ id, limit, tag });
  });
  built.app.get('/api/boom', () => {
    throw new Error('secret internals at /srv/db password=hunter2');
  });
  return built;
}

const json = (body: unknown, init: RequestInit = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  ...init,
});

let app: ReturnType<typeof buildApp>['app'];
let logLines: Record<string, unknown>[];
beforeAll(() => {
  ({ app, logLines } = buildApp());
});

describe('errors', () => {
  it('unknown routes are 404 JSON, inside and outside /api', async () => {
    for (const path of ['/api/nope', '/nope', '/', '/api']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: `No route for GET ${path}.` },
      });
    }
  });

  it('a known path with the wrong method is 405 with Allow', async () => {
    const response = await app.request('/api/health', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({
      error: { code: 'method_not_allowed', message: 'Use GET, HEAD here.' },
    });
  });

  it('unexpected errors are 500 JSON without internals, and are logged', async () => {
    const response = await app.request('/api/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side.' },
    });
    expect(text).not.toMatch(/secret|hunter2|at \//);
    const logged = logLines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({
      level: 'error',
      path: '/api/boom',
      error: expect.stringContaining('secret'),
    });
  });
});

describe('validation', () => {
  it('accepts a valid JSON body', async () => {
    const response = await app.request('/api/things', json({ name: 'Gag', count: 2 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: 'Gag', count: 2 });
  });

  it('names every bad field of the body', async () => {
    const response = await app.request('/api/things', json({ name: '', count: -1 }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toMatch(/^Invalid request body: body\.name: .*; body\.count: /);
    expect(body.error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'body.name',
      'body.count',
    ]);
  });

  it('malformed JSON is 400 invalid_json', async () => {
    const response = await app.request('/api/things', { ...json(null), body: '{"name": "Gag",' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });

  it('a \\u escape of half a character is 400 invalid_json; a whole pair is text like any other', async () => {
    for (const body of ['{"name":"\\ud800"}', '{"name":"a\\udfff"}', '{"\\udc00":1,"name":"Gag"}']) {
      const response = await app.request('/api/things', { ...json(null), body });
      expect(response.status, body).toBe(400);
      expect((await response.json()).error, body).toEqual({
        code: 'invalid_json',
        message: 'The request body has a \\u escape that is half a character (an unpaired surrogate).',
      });
    }
    const paired = await app.request('/api/things', { ...json(null), body: '{"name":"\\ud83c\\udfa3"}' });
    expect(paired.status).toBe(201);
    expect(await paired.json()).toEqual({ name: '🎣' });
  });

  it('an empty body is 400 invalid_json, a non-object body is a validation error', async () => {
    expect((await app.request('/api/things', { ...json(null), body: '' })).status).toBe(400);
    const response = await app.request('/api/things', json([1, 2]));
    expect(response.status).toBe(400);
    expect((await response.json()).error.issues[0].path).toBe('body');
  });

  it('a body that is not JSON is 415', async () => {
    const response = await app.request('/api/things', {
      method: 'POST',
      body: 'name=Gag',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('unsupported_media_type');
    expect((await app.request('/api/things', { method: 'POST', body: '{}' })).status).toBe(415);
  });

  it('validates params and query, naming the field', async () => {
    const ok = await app.request('/api/things/7?limit=5&tag=a&tag=b');
    expect(await ok.json()).toEqual({ id: 7, limit: 5, tag: ['a', 'b'] });

    const badParam = await app.request('/api/things/abc');
    expect(badParam.status).toBe(400);
    expect((await badParam.json()).error.issues[0].path).toBe('params.id');

    const badQuery = await app.request('/api/things/7?limit=500');
    expect(badQuery.status).toBe(400);
    const body = await badQuery.json();
    expect(body.error.message).toMatch(/^Invalid request query: query\.limit: /);
  });

  it('odd URL encodings are client errors, never 500', async () => {
    for (const path of [
      '/api/things/%E0%A4%A',
      '/api/things/7?limit=%ZZ',
      '/api/%00',
      '/api/things/1?tag=%F0%9F%98',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});

describe('body size limit', () => {
  it('over the limit is 413, by Content-Length', async () => {
    const response = await app.request('/api/things', json({ name: 'x'.repeat(2000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is over 1024 bytes.' },
    });
  });

  it('over the limit is 413 when streamed without Content-Length', async () => {
    const chunk = new TextEncoder().encode(`{"name":"${'x'.repeat(600)}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await app.request('/api/things', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('at the limit is accepted', async () => {
    const name = 'x'.repeat(1024 - JSON.stringify({ name: '' }).length);
    const response = await app.request('/api/things', json({ name }));
    expect(response.status).toBe(201);
  });
});

describe('cors, request ids and logs', () => {
  it('answers preflight for configured origins only', async () => {
    const preflight = (origin: string) =>
      app.request('/api/things', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight('http://localhost:3001');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks every answer as varying by Origin, and gives CORS headers only to an allowed cross-origin request', async () => {
    const plain = await app.request('/api/nope');
    expect(plain.headers.get('vary')).toBe('Origin');
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('x-request-id')).not.toBeNull();
    const crossOrigin = await app.request('/api/nope', { headers: { origin: 'http://localhost:3001' } });
    expect(crossOrigin.headers.get('vary')).toBe('Origin');
    expect(crossOrigin.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(crossOrigin.headers.get('access-control-expose-headers')).toBe('X-Request-Id,Retry-After');
    const foreign = await app.request('/api/nope', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const generated = await app.request('/api/nope');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.request('/api/nope', { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await app.request('/api/nope', { headers: { 'x-request-id': 'bad id\n' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id\n');
  });

  it('logs one JSON line per request, without the query string', async () => {
    const { app: fresh, logLines: lines } = buildApp();
    const response = await fresh.request('/api/things/3?token=secret', {
      headers: { 'x-request-id': 'req-1' },
    });
    expect(response.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/api/things/3',
      status: 200,
      ms: expect.any(Number),
      requestId: 'req-1',
    });
  });
});
