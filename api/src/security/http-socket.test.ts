// The same defences over a real socket (@hono/node-server, as in production): the body limit for
// streamed (chunked) bodies without Content-Length and for a declared length over the limit, raw
// bytes no HTTP client library would send, and the rate limit keyed by the socket's address.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const LIMIT = 2048;
let database: TestDatabase;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { app } = createTestApp(database, {
    bodyLimitBytes: LIMIT,
    rateLimits: { writesPerMinute: 5, signupsPerHour: 0, refusedPerMinute: 5 },
  });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.destroy();
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** POST with the body written in chunks and no Content-Length (Node sends it chunked). */
function postChunked(path: string, chunks: string[], token: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    // The server may answer (413) and close before every chunk is out: that is not a failure here.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

/** Writes raw bytes and returns the status line's code and the rest of the response. */
function rawRequest(bytes: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    const parts: Buffer[] = [];
    socket.on('data', (part) => {
      parts.push(part);
      // One response is enough; the server may keep the connection open.
      const text = Buffer.concat(parts).toString('latin1');
      const head = text.indexOf('\r\n\r\n');
      if (head >= 0) {
        const length = /content-length: (\d+)/i.exec(text.slice(0, head))?.[1];
        if (length === undefined || text.length >= head + 4 + Number(length)) socket.end();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(parts).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}

const toonCount = async () => (await database.db.selectFrom('toons').select('id').execute()).length;

describe('the body limit on a real socket', () => {
  it('refuses a chunked body that grows past the limit, with no Content-Length to go by', async () => {
    const chunk = `{"name":"${'x'.repeat(1000)}`;
    const reply = await postChunked(
      '/api/toons',
      [chunk, 'x'.repeat(1000), 'x'.repeat(1000), '"}'],
      'user:big',
    );
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({
      error: { code: 'payload_too_large', message: `The request body is over ${LIMIT} bytes.` },
    });
    expect(await toonCount()).toBe(0);
  });

  it('accepts a chunked body under the limit', async () => {
    const reply = await postChunked('/api/toons', ['{"name":', '"Chunky', ' Dog"}'], 'user:small');
    expect(reply.status).toBe(201);
    expect(JSON.parse(reply.body)).toMatchObject({ name: 'Chunky Dog', user: 'small' });
  });

  it('answers a declared Content-Length over the limit at once, without reading the body', async () => {
    const reply = await rawRequest(
      Buffer.from(
        'POST /api/toons HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Authorization: Bearer user:liar\r\nContent-Length: 50000000\r\n\r\n{"name":',
      ),
    );
    expect(reply.status).toBe(413);
    expect(reply.text).toContain('"payload_too_large"');
  });
});

describe('raw bytes on the wire', () => {
  it.each([
    ['invalid UTF-8 in the path', Buffer.from([...Buffer.from('GET /api/toons/'), 0xc3, 0x28, 0xff])],
    ['invalid UTF-8 in the query', Buffer.from([...Buffer.from('GET /api/top-toons?page='), 0xff, 0xfe])],
    ['a NUL in the path', Buffer.from('GET /api/users/a\u0000b')],
    ['a bad percent escape', Buffer.from('GET /api/toons/%E0%A4%A')],
    ['an absolute-form target', Buffer.from('GET http://evil.example/api/health')],
    ['no path at all', Buffer.from('GET *')],
  ])('%s → a 4xx, and the server keeps serving', async (_, requestLine) => {
    const reply = await rawRequest(
      Buffer.concat([requestLine, Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')]),
    );
    expect(reply.status).toBeGreaterThanOrEqual(200);
    expect(reply.status).toBeLessThan(500);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('a body that is not UTF-8 is read with replacement characters, never stored as raw bytes', async () => {
    const body = Buffer.from([...Buffer.from('{"name":"'), 0xc3, 0x28, 0xff, ...Buffer.from('"}')]);
    const reply = await rawRequest(
      Buffer.concat([
        Buffer.from(
          `POST /api/toons HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n` +
            `Authorization: Bearer user:bytes\r\nContent-Length: ${body.length}\r\n\r\n`,
        ),
        body,
      ]),
    );
    // Decoded with replacement characters (U+FFFD), the name is then judged like any other.
    expect(reply.status).toBe(201);
    const stored = await database.db
      .selectFrom('toons')
      .select('name')
      .where('user_uid', '=', 'bytes')
      .execute();
    expect(stored).toEqual([{ name: '\ufffd(\ufffd' }]);
  });
});

describe('the rate limit on a real socket', () => {
  it('keys callers without a token by their socket address', async () => {
    const post = () =>
      fetch(`http://127.0.0.1:${port}/api/toons`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"Nobody"}',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post()).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await post();
    // What is left of the minute that began with the first refusal.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(55);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });
});
