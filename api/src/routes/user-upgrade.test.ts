// The anonymous upgrade is all or nothing on the api's side: a guest's toons become public only
// with its user document, whatever its Firebase token already says, and the shared email rule lets
// every address the sign-up form takes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { type ToonClient, toonClient } from '../testing/toon-requests.js';

let database: TestDatabase;
let api: ToonClient;
beforeAll(async () => {
  database = await createTestDatabase();
  api = toonClient(database);
});
afterAll(() => database?.destroy());

const userRow = (uid: string) =>
  database.db.selectFrom('users').select(['email', 'is_anonymous']).where('uid', '=', uid).executeTakeFirst();
const toonRows = (uid: string) =>
  database.db
    .selectFrom('toons')
    .select(['name', 'is_public'])
    .where('user_uid', '=', uid)
    .orderBy('name')
    .execute();

describe('a guest upgraded in Firebase whose user document is not upgraded yet', () => {
  it('keeps every toon private, old and new, until PUT /api/users upgrades the document', async () => {
    const guest = { token: 'anon:halfway', body: { email: null, isAnonymous: true } };
    expect((await api.call('PUT', '/api/users/halfway', guest)).status).toBe(201);
    await api.create('anon:halfway', { name: 'Guest Toon' });

    // Firebase linked the password (the token is a registered one) but the document was refused.
    const refused = await api.call('PUT', '/api/users/halfway', {
      token: 'user:halfway',
      body: { email: 'someone-else@example.test', isAnonymous: false },
    });
    expect(refused.status).toBe(400);
    const made = await api.create('user:halfway', { name: 'New Toon' });
    expect(made.isPublic).toBe(false);
    expect(await userRow('halfway')).toEqual({ email: null, is_anonymous: true });
    expect(await toonRows('halfway')).toEqual([
      { name: 'Guest Toon', is_public: false },
      { name: 'New Toon', is_public: false },
    ]);
    const ranked = await (await api.call('GET', '/api/top-toons')).text();
    expect(ranked).not.toContain('Guest Toon');
    expect(ranked).not.toContain('New Toon');

    const upgraded = await api.call('PUT', '/api/users/halfway', {
      token: 'user:halfway',
      body: { email: 'halfway@example.test', isAnonymous: false },
    });
    expect(upgraded.status).toBe(200);
    expect(await userRow('halfway')).toEqual({ email: 'halfway@example.test', is_anonymous: false });
    expect(await toonRows('halfway')).toEqual([
      { name: 'Guest Toon', is_public: true },
      { name: 'New Toon', is_public: true },
    ]);
  });

  it('makes a registered user’s first toon public at once', async () => {
    const toon = await api.create('user:straight', { name: 'Straight Toon' });
    expect(toon.isPublic).toBe(true);
  });
});

describe('PUT /api/users/:uid and the shared email rule', () => {
  it.each(['qa#anon', 'a&b', 'x!y'])('takes %s@example.test as the sign-up form does', async (local) => {
    const response = await api.call('PUT', `/api/users/${encodeURIComponent(local)}`, {
      token: `user:${local}`,
      body: { email: `${local}@example.test`, isAnonymous: false },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      uid: local,
      email: `${local}@example.test`,
      isAnonymous: false,
    });
  });

  it('refuses an address outside the rule with 400 and the field, writing nothing', async () => {
    const response = await api.call('PUT', '/api/users/quoted', {
      token: 'user:quoted',
      body: { email: '"quoted"@example.test', isAnonymous: false },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('email');
    expect(await userRow('quoted')).toBeUndefined();
  });
});
