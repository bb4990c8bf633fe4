// The real api process behind the real site server, wired as `npm start` wires them (the shell's
// server forwards /api and appends the address it saw; the api trusts that one hop:
// process/start-api.ts apiBehindSiteServerEnv), with real Auth emulator accounts. Visitors connect from
// different loopback addresses (on Linux the whole of 127/8 is this machine): an attacker whose
// sign-ups carry made-up X-Forwarded-For headers spends only their own address's budget, also when
// going to the api's port directly, and another visitor still signs up.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from 'site-server/serve-static';
import { freePort } from 'stand-ins/free-port.mjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiBehindSiteServerEnv, newProxySecret } from '../process/start-api.js';
import { type ApiProcess, compileApi, startApiProcess } from '../testing/api-process.js';
import { emulatorSignUp, waitForAuthEmulator } from '../testing/auth-emulator-client.js';

const emulatorHost = inject('authEmulatorHost');
const SIGNUPS_PER_HOUR = 3;
const ATTACKER = '127.0.0.3';
const VISITOR = '127.0.0.2';
const NEIGHBOUR = '127.0.0.4';

/** Linux answers on the whole of 127/8; macOS, unless told otherwise, on 127.0.0.1 alone. */
async function canUse(address: string): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(0, address, () => server.close(() => resolve(true)));
  });
}
const otherLoopbacks = (await Promise.all([ATTACKER, VISITOR, NEIGHBOUR].map(canUse))).every(Boolean);

let api: ApiProcess | undefined;
let site: { url: string; close: () => Promise<void> } | undefined;
let sitePort = 0;
let emptyRoot = '';
const proxySecret = newProxySecret();

beforeAll(async () => {
  if (!otherLoopbacks) return;
  await Promise.all([compileApi(), waitForAuthEmulator(emulatorHost, inject('authEmulatorLog'))]);
  api = await startApiProcess({
    ...apiBehindSiteServerEnv(proxySecret),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: 'demo-trinket',
    DATABASE_URL: '',
    PGLITE_DIR: 'memory://',
    // Nothing listens there: the population sampler fails quietly, which is not under test.
    GAME_API_BASE_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGNUPS_PER_HOUR: String(SIGNUPS_PER_HOUR),
  });
  // The shell's server with its /api forwarding; no page is asked for, so it serves an empty folder.
  emptyRoot = mkdtempSync(path.join(os.tmpdir(), 'trinket-site-'));
  sitePort = await freePort();
  site = await serveStatic({
    root: emptyRoot,
    port: sitePort,
    spa: true,
    apiTarget: api.url,
    apiProxySecret: proxySecret,
  });
}, 180_000);

afterAll(async () => {
  await site?.close();
  await api?.stop();
  if (emptyRoot) rmSync(emptyRoot, { recursive: true, force: true });
});

interface Sent {
  status: number;
  retryAfter: string | undefined;
  body: unknown;
}

interface Request {
  token: string;
  body: unknown;
  forwardedFor?: string;
  headers?: Record<string, string>;
}

/** One request to the site's /api, from the loopback address `from`, on a connection of its own. */
function viaSite(from: string, method: string, apiPath: string, request: Request): Promise<Sent> {
  return send(sitePort, from, method, apiPath, request);
}

function send(
  port: number,
  from: string,
  method: string,
  apiPath: string,
  { token, body, forwardedFor, headers = {} }: Request,
): Promise<Sent> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        agent: false,
        method,
        path: apiPath,
        headers: {
          ...headers,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
            body: text ? JSON.parse(text) : null,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A new Firebase account (the emulator) and its user document, as the sign-up page creates it. */
async function signUp(from: string, forwardedFor?: string) {
  const account = await emulatorSignUp(emulatorHost);
  const sent = await viaSite(from, 'PUT', `/api/users/${account.uid}`, {
    token: account.idToken,
    body: { email: null, isAnonymous: true },
    ...(forwardedFor ? { forwardedFor } : {}),
  });
  return { account, sent };
}

// Each visitor needs an address of their own: without 127.0.0.2-4 (macOS) there are no such visitors.
describe.skipIf(!otherLoopbacks)('the api behind the site server (as npm start runs it)', () => {
  it('an attacker’s spoofed X-Forwarded-For sign-ups spend only the attacker’s budget; another visitor still signs up', async () => {
    const attacker: Sent[] = [];
    for (let i = 1; i <= SIGNUPS_PER_HOUR + 3; i++) {
      attacker.push((await signUp(ATTACKER, `198.51.100.${i}, 203.0.113.${i}`)).sent);
    }
    expect(attacker.map((sent) => sent.status)).toEqual([
      ...Array(SIGNUPS_PER_HOUR).fill(201),
      ...Array(3).fill(429),
    ]);
    const refused = attacker.at(-1);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(3000);
    expect(refused?.body).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringContaining('accounts set up from your network') },
    });
    // Another door to a new account is shut for the attacker too (a first toon makes the account).
    const sneaky = await emulatorSignUp(emulatorHost);
    const toon = await viaSite(ATTACKER, 'POST', '/api/toons', {
      token: sneaky.idToken,
      body: { name: 'Purple Dog' },
      forwardedFor: '192.0.2.99',
    });
    expect(toon.status).toBe(429);
    // Past the site server, straight to the api's port, a made-up chain (or secret) is not read.
    const direct = await emulatorSignUp(emulatorHost);
    const apiPort = Number(new URL(api?.url ?? '').port);
    const straight = await send(apiPort, ATTACKER, 'PUT', `/api/users/${direct.uid}`, {
      token: direct.idToken,
      body: { email: null, isAnonymous: true },
      forwardedFor: '192.0.2.50, 192.0.2.51',
      headers: { 'x-proxy-secret': 'a-guess-at-the-secret' },
    });
    expect(straight.status).toBe(429);

    // Another visitor, from another address, signs up and is served: no header of theirs needed.
    const { account, sent } = await signUp(VISITOR);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ uid: account.uid, isAnonymous: true });
    const firstToon = await viaSite(VISITOR, 'POST', '/api/toons', {
      token: account.idToken,
      body: { name: 'Blue Cat' },
    });
    expect(firstToon.status).toBe(201);
    // A visitor who happens to send the same made-up header as the attacker is still themself.
    expect((await signUp(NEIGHBOUR, `198.51.100.1, 203.0.113.${SIGNUPS_PER_HOUR}`)).sent.status).toBe(201);
  }, 120_000);
});
