// A guest's upgrade undone in Firebase (issue 32): the site links the password, the api does not
// save the document, the site unlinks the password again. Against the REAL Auth emulator: the token
// after the unlink still says "password" but carries no email and no identity, and the api must see
// the same guest (anonymous, toons private) until the next link and PUT finish the upgrade.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { ToonSchema } from 'shared-contracts/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../app.js';
import { createFirebaseVerifier } from '../auth/firebase-verifier.js';
import { silentLogger } from '../logger.js';
import { waitForAuthEmulator } from '../testing/auth-emulator-client.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const emulatorHost = inject('authEmulatorHost');
const identity = (action: string) =>
  `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=fake-key`;

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
    verifier: createFirebaseVerifier({ projectId: 'demo-trinket', emulatorHost }),
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

interface Session {
  uid: string;
  idToken: string;
  refreshToken: string;
}

async function emulator(url: string, body: Record<string, unknown>): Promise<Record<string, string>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, string>;
}

/** A new ID token from the refresh token, as the SDK's getIdToken(true) asks for one. */
async function refreshed(session: Session): Promise<Session> {
  const url = `http://${emulatorHost}/securetoken.googleapis.com/v1/token?key=fake-key`;
  const body = await emulator(url, { grant_type: 'refresh_token', refresh_token: session.refreshToken });
  return { uid: session.uid, idToken: body.id_token ?? '', refreshToken: body.refresh_token ?? '' };
}

/** Links a password as the SDK's linkWithCredential does (accounts:signUp with the ID token). */
async function linkPassword(session: Session, email: string): Promise<Session> {
  const body = await emulator(identity('signUp'), {
    idToken: session.idToken,
    email,
    password: 'gags-and-pies',
    returnSecureToken: true,
  });
  // A fresh token afterwards, as the site asks for one (getIdToken(true)) once the link is made.
  return refreshed({ uid: session.uid, idToken: body.idToken ?? '', refreshToken: body.refreshToken ?? '' });
}

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

const api = (path: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

describe('a guest whose upgrade was undone by unlinking the password', () => {
  it('is the same guest to the api, toons private, until a new link and PUT finish the upgrade', async () => {
    const signedUp = await emulator(identity('signUp'), { returnSecureToken: true });
    const guest: Session = {
      uid: signedUp.localId ?? '',
      idToken: signedUp.idToken ?? '',
      refreshToken: signedUp.refreshToken ?? '',
    };
    const guestDocument = { email: null, isAnonymous: true };
    expect(
      (await api(`/api/users/${guest.uid}`, guest.idToken, { method: 'PUT', body: guestDocument })).status,
    ).toBe(201);
    const made = await api('/api/toons', guest.idToken, { method: 'POST', body: { name: 'Undone Guest' } });
    expect(made.status).toBe(201);
    const toon = ToonSchema.parse(await made.json());
    expect(toon.isPublic).toBe(false);

    // The link, then its undo (the api refused the document in between). A player links seconds
    // after signing in as a guest: the link's token must not keep the guest's older sign-in time,
    // which the Auth emulator's revocation check (validSince, moved by the link) would refuse.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const email = `undone-${Date.now()}@example.test`;
    const linked = await linkPassword(guest, email);
    expect(await (await api('/api/me', linked.idToken)).json()).toMatchObject({ email, isAnonymous: false });
    await emulator(identity('update'), { idToken: linked.idToken, deleteProvider: ['password'] });
    const undone = await refreshed(linked);
    expect(claims(undone.idToken)).toMatchObject({
      user_id: guest.uid,
      firebase: { sign_in_provider: 'password', identities: {} },
    });
    expect(claims(undone.idToken).email).toBeUndefined();

    expect(await (await api('/api/me', undone.idToken)).json()).toEqual({
      uid: guest.uid,
      email: null,
      isAnonymous: true,
    });
    const asGuest = await api(`/api/users/${guest.uid}`, undone.idToken, {
      method: 'PUT',
      body: guestDocument,
    });
    expect(asGuest.status).toBe(200);
    expect(await asGuest.json()).toMatchObject({ email: null, isAnonymous: true });
    const claimed = await api(`/api/users/${guest.uid}`, undone.idToken, {
      method: 'PUT',
      body: { email, isAnonymous: false },
    });
    expect(claimed.status).toBe(400);
    expect([401, 404]).toContain((await api(`/api/toons/${toon.id}`, null)).status);

    // The second try: linked again, the document saved, the toon public in the same step.
    const second = await linkPassword(undone, email);
    const upgraded = await api(`/api/users/${guest.uid}`, second.idToken, {
      method: 'PUT',
      body: { email, isAnonymous: false },
    });
    expect(upgraded.status).toBe(200);
    expect(await upgraded.json()).toMatchObject({ uid: guest.uid, email, isAnonymous: false });
    const seen = await api(`/api/toons/${toon.id}`, null);
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ name: 'Undone Guest', isPublic: true });
  });
});
