// Small request helpers for the toon route tests: one app per database and clock.
import { type Toon, ToonSchema } from 'shared-contracts/domain';
import type { DatabaseHandle } from '../db/database.js';
import { type JsonRequestOptions, jsonRequest } from './json-request.js';
import { createTestApp } from './test-app.js';

export interface ToonClient {
  /** JSON request with an optional "Bearer <token>" (fake verifier tokens: "user:<uid>", "anon:<uid>"). */
  call(method: string, path: string, options?: JsonRequestOptions): Promise<Response>;
  /** Moves the server clock forward. */
  advance(ms: number): Date;
  /** Creates a toon for `token` and returns it (throws on anything but 201). */
  create(token: string, body?: Record<string, unknown>): Promise<Toon>;
}

export function toonClient(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  start = '2025-01-01T00:00:00.000Z',
) {
  let clock = new Date(start);
  const { app } = createTestApp(database, { now: () => clock });
  const client: ToonClient = {
    call: (method, path, options) => jsonRequest(app, method, path, options),
    advance(ms) {
      clock = new Date(clock.getTime() + ms);
      return clock;
    },
    async create(token, body = {}) {
      const response = await client.call('POST', '/api/toons', {
        token,
        body: { name: 'Purple Dog', ...body },
      });
      if (response.status !== 201) {
        throw new Error(`create failed: ${response.status} ${await response.text()}`);
      }
      // Parsed with the shared schema: the api must answer what clients are promised.
      return ToonSchema.parse(await response.json());
    },
  };
  return client;
}
