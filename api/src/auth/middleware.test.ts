// The auth middleware with an injected verifier: no Firebase needed.
import { describe, expect, it } from 'vitest';
import { fakeVerifier } from '../testing/fake-verifier.js';
import { noDatabase } from '../testing/no-database.js';
import { createTestApp } from '../testing/test-app.js';
import { verifyBearer } from './bearer.js';
import { optionalAuth } from './middleware.js';
import { InvalidTokenError } from './user.js';

function buildApp() {
  const { app } = createTestApp(noDatabase);
  app.get('/api/whoami', optionalAuth(fakeVerifier), (c) => c.json({ user: c.get('user') }));
  return app;
}
const app = buildApp();
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('requireAuth (GET /api/me)', () => {
  it('no token → 401 unauthenticated with a Bearer challenge', async () => {
    const response = await app.request('/api/me');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Sign in to use this.' },
    });
  });

  it('bad token → 401 invalid_token', async () => {
    const response = await app.request('/api/me', bearer('garbage'));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await response.json()).error.code).toBe('invalid_token');
  });

  it('malformed header → 401 invalid_token', async () => {
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b', 'user:alice']) {
      const response = await app.request('/api/me', { headers: { authorization } });
      expect(response.status, authorization).toBe(401);
      expect((await response.json()).error.code, authorization).toBe('invalid_token');
    }
  });

  it('good token → the verified user, not cached by intermediaries', async () => {
    const response = await app.request('/api/me', bearer('user:alice'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ uid: 'alice', email: 'alice@example.test', isAnonymous: false });
  });

  it('anonymous token → isAnonymous true', async () => {
    const response = await app.request('/api/me', bearer('anon:guest'));
    expect(await response.json()).toEqual({ uid: 'guest', email: null, isAnonymous: true });
  });

  it('verifier unreachable → 503, not 401 (the client did nothing wrong)', async () => {
    const response = await app.request('/api/me', bearer('unavailable'));
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe('auth_unavailable');
  });
});

describe('optionalAuth', () => {
  it('no token → user null', async () => {
    expect(await (await app.request('/api/whoami')).json()).toEqual({ user: null });
  });

  it('good token → the user', async () => {
    const response = await app.request('/api/whoami', bearer('user:bob'));
    expect((await response.json()).user.uid).toBe('bob');
  });

  it('a token that is present but bad is still a 401', async () => {
    const response = await app.request('/api/whoami', bearer('forged'));
    expect(response.status).toBe(401);
  });
});

describe('verifyBearer', () => {
  it('treats a missing or blank header as no user', async () => {
    expect(await verifyBearer(undefined, fakeVerifier)).toBeNull();
    expect(await verifyBearer('  ', fakeVerifier)).toBeNull();
  });

  it('accepts any case of the scheme and surrounding spaces', async () => {
    expect(await verifyBearer('bearer  user:carol ', fakeVerifier)).toMatchObject({ uid: 'carol' });
  });

  it('refuses absurdly long tokens without calling the verifier', async () => {
    let called = false;
    const spy = async () => {
      called = true;
      return { uid: 'x', email: null, isAnonymous: false };
    };
    await expect(verifyBearer(`Bearer ${'a'.repeat(10_000)}`, spy)).rejects.toBeInstanceOf(InvalidTokenError);
    expect(called).toBe(false);
  });
});
