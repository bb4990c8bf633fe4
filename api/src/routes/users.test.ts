import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

function put(token: string, uid: string, body: unknown, contentType = 'application/json') {
  const { app } = createTestApp(database);
  return app.request(`/api/users/${uid}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function get(token: string | null, uid: string) {
  const { app } = createTestApp(database);
  return app.request(`/api/users/${uid}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('PUT /api/users/:uid', () => {
  it('creates the document of a new registered user', async () => {
    const response = await put('user:alice', 'alice', { email: 'alice@example.test', isAnonymous: false });
    expect(response.status).toBe(201);
    const user = await response.json();
    expect(user).toMatchObject({
      uid: 'alice',
      email: 'alice@example.test',
      isAnonymous: false,
      trinkets: [],
      jellybeans: 0,
    });
    expect(Date.parse(user.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const stored = await database.db.selectFrom('users').selectAll().where('uid', '=', 'alice').execute();
    expect(stored).toHaveLength(1);
  });

  it('upgrades an anonymous document in place: same row, same createdAt, new email', async () => {
    const first = await put('anon:guest', 'guest', { email: null, isAnonymous: true });
    expect(first.status).toBe(201);
    const created = await first.json();
    // After linking a password, Firebase issues the same uid a token with an email.
    const upgraded = await put('user:guest', 'guest', { email: 'guest@example.test', isAnonymous: false });
    expect(upgraded.status).toBe(200);
    expect(await upgraded.json()).toMatchObject({
      uid: 'guest',
      email: 'guest@example.test',
      isAnonymous: false,
      createdAt: created.createdAt,
    });
    const rows = await database.db.selectFrom('users').select('uid').where('uid', '=', 'guest').execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses another user's document with 403 and writes nothing", async () => {
    const response = await put('user:mallory', 'victim', {
      email: 'mallory@example.test',
      isAnonymous: false,
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('forbidden');
    expect(await database.db.selectFrom('users').where('uid', '=', 'victim').selectAll().execute()).toEqual(
      [],
    );
  });

  it('answers 401 without a token and with a bad one', async () => {
    const { app } = createTestApp(database);
    const anonymous = await app.request('/api/users/alice', { method: 'PUT', body: '{}' });
    expect(anonymous.status).toBe(401);
    expect((await put('forged', 'alice', { email: null, isAnonymous: true })).status).toBe(401);
  });

  it.each([
    ['a missing field', { email: 'bob@example.test' }, 'body.isAnonymous'],
    ['an invalid email', { email: 'not-an-email', isAnonymous: false }, 'body.email'],
    ['an unknown field', { email: 'bob@example.test', isAnonymous: false, jellybeans: 1e9 }, 'body'],
  ])('answers 400 naming the field for %s', async (_case, body, path) => {
    const response = await put('user:bob', 'bob', body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('bad_request');
    expect(error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it('answers 400 when the body contradicts the token', async () => {
    const lying = await put('anon:carol', 'carol', { email: 'carol@example.test', isAnonymous: false });
    expect(lying.status).toBe(400);
    expect((await lying.json()).error.message).toMatch(/isAnonymous/);
    const otherEmail = await put('user:carol', 'carol', {
      email: 'someone@example.test',
      isAnonymous: false,
    });
    expect(otherEmail.status).toBe(400);
  });

  it('never stores an email the token does not carry: an anonymous caller cannot claim one', async () => {
    const claimed = await put('anon:ivy', 'ivy', { email: 'someone@else.test', isAnonymous: true });
    expect(claimed.status).toBe(400);
    expect((await claimed.json()).error.message).toMatch(/no email address/);
    expect(await database.db.selectFrom('users').select('uid').where('uid', '=', 'ivy').execute()).toEqual(
      [],
    );
    expect((await get('anon:ivy', 'ivy')).status).toBe(404);

    // Nor can an existing anonymous document be given one later.
    expect((await put('anon:ivy', 'ivy', { email: null, isAnonymous: true })).status).toBe(201);
    const later = await put('anon:ivy', 'ivy', { email: 'someone@else.test', isAnonymous: true });
    expect(later.status).toBe(400);
    const stored = await database.db
      .selectFrom('users')
      .select(['email', 'is_anonymous'])
      .where('uid', '=', 'ivy')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ email: null, is_anonymous: true });
    expect(await (await get('anon:ivy', 'ivy')).json()).toMatchObject({ email: null, isAnonymous: true });
  });

  it('stores the email as the token spells it, whatever case the body used', async () => {
    const response = await put('user:Jo', 'Jo', { email: 'JO@EXAMPLE.TEST', isAnonymous: false });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ email: 'Jo@example.test' });
  });

  it('answers 400 for malformed JSON and 415 for a non-JSON body', async () => {
    expect((await put('user:dave', 'dave', '{"email":')).status).toBe(400);
    expect((await put('user:dave', 'dave', 'email=x', 'application/x-www-form-urlencoded')).status).toBe(415);
  });
});

describe('GET /api/users/:uid', () => {
  it('returns the caller their own document', async () => {
    await put('user:erin', 'erin', { email: 'erin@example.test', isAnonymous: false });
    const response = await get('user:erin', 'erin');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ uid: 'erin', email: 'erin@example.test' });
  });

  it('answers 404 before the document exists, 403 for someone else, 401 signed out', async () => {
    expect((await get('user:frank', 'frank')).status).toBe(404);
    expect((await get('user:frank', 'erin')).status).toBe(403);
    expect((await get(null, 'erin')).status).toBe(401);
  });
});
