// Request helpers for the store, giveaway and Trinket route tests: one app per database, shop data
// and clock, with user documents created the way the site creates them (PUT /api/users/:uid).
import { createApp } from '../app.js';
import type { DatabaseHandle } from '../db/database.js';
import { silentLogger } from '../logger.js';
import type { ShopData } from '../store/shop-data.js';
import { fakeVerifier } from './fake-verifier.js';
import { type JsonRequestOptions, jsonRequest } from './json-request.js';

export interface ShopClient {
  /** JSON request with an optional fake-verifier token ("user:<uid>", "anon:<uid>"). */
  call(method: string, path: string, options?: JsonRequestOptions): Promise<Response>;
  /** Creates the user document for a "user:<uid>" or "anon:<uid>" token, with a jellybean balance. */
  addUser(token: string, jellybeans?: number): Promise<void>;
  jellybeans(uid: string): Promise<number>;
  setClock(at: string): void;
}

export function shopClient(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  shop: ShopData | undefined,
  start = '2026-01-15T12:00:00.000Z',
): ShopClient {
  let clock = new Date(start);
  const app = createApp({
    config: { bodyLimitBytes: 100 * 1024, corsOrigins: ['http://localhost:3000'] },
    database,
    verifier: fakeVerifier,
    logger: silentLogger,
    version: '0.0.0-test',
    now: () => clock,
    ...(shop ? { shop } : {}),
  });
  const client: ShopClient = {
    call: (method, path, options) => jsonRequest(app, method, path, options),
    async addUser(token, jellybeans = 0) {
      const [kind, uid] = token.split(':');
      if (!uid) throw new Error(`not a fake token: ${token}`);
      const isAnonymous = kind === 'anon';
      const response = await client.call('PUT', `/api/users/${uid}`, {
        token,
        body: { email: isAnonymous ? null : `${uid}@example.test`, isAnonymous },
      });
      if (response.status !== 201) throw new Error(`addUser: ${response.status} ${await response.text()}`);
      await database.db.updateTable('users').set({ jellybeans }).where('uid', '=', uid).execute();
    },
    async jellybeans(uid) {
      const row = await database.db
        .selectFrom('users')
        .select('jellybeans')
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
      return row.jellybeans;
    },
    setClock(at) {
      clock = new Date(at);
    },
  };
  return client;
}
