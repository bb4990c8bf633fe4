// End to end against the REAL Firebase Auth emulator (started by test/auth-emulator.global-setup.ts):
// sign users up through the emulator's REST API, then call the api over HTTP with their ID tokens.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../app.js';
import { silentLogger } from '../logger.js';
import { emulatorSignUp, waitForAuthEmulator } from '../testing/auth-emulator-client.js';
import { firebaseClaims, forgedRs256Token, unsignedToken } from '../testing/jwt.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createFirebaseVerifier } from './firebase-verifier.js';

const PROJECT_ID = 'demo-trinket';
const emulatorHost = inject('authEmulatorHost');

let database: TestDatabase;
let server: ReturnType<typeof serve>;
let apiUrl: string;

beforeAll(async () => {
  [database] = await Promise.all([
    createTestDatabase(),
    waitForAuthEmulator(emulatorHost, inject('authEmulatorLog')),
  ]);
  const app = createApp({
    config: { bodyLimitBytes: 100 * 1024, corsOrigins: [] },
    database,
    verifier: createFirebaseVerifier({ projectId: PROJECT_ID, emulatorHost }),
    logger: silentLogger,
  });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 90_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.destroy();
});

async function signUp(body: { email?: string; password?: string }) {
  const account = await emulatorSignUp(emulatorHost, body);
  return { idToken: account.idToken, localId: account.uid };
}

const me = (token?: string) =>
  fetch(`${apiUrl}/api/me`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('GET /api/me with the Auth emulator', () => {
  it('a signed-up user’s ID token → 200 with that uid and email', async () => {
    const email = `toon-${Date.now()}@example.test`;
    const { idToken, localId } = await signUp({ email, password: 'gags-and-pies' });
    const response = await me(idToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ uid: localId, email, isAnonymous: false });
  });

  it('an anonymous ID token → isAnonymous true', async () => {
    const { idToken, localId } = await signUp({});
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.firebase.sign_in_provider).toBe('anonymous');
    const response = await me(idToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ uid: localId, email: null, isAnonymous: true });
  });

  it('no token → 401', async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  it.each([
    ['garbage', () => 'garbage'],
    ['signed with a key Firebase never issued', () => forgedRs256Token(firebaseClaims({ uid: 'someone' }))],
    ['for another project', () => unsignedToken(firebaseClaims({ projectId: 'demo-other' }))],
    [
      'for a uid the emulator does not know',
      () => unsignedToken(firebaseClaims({ uid: 'nobody-signed-up' })),
    ],
    ['expired', () => unsignedToken(firebaseClaims({ expiresIn: -60 }))],
  ])('a %s token → 401', async (_, token) => {
    const response = await me(token());
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('invalid_token');
  });
});
