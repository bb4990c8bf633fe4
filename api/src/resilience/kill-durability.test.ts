// An acknowledged write survives the api being killed. The real api process (api/dist/main.js,
// compiled first) runs on a persistent database: a PGlite data folder, or with TEST_DATABASE_URL a
// PostgreSQL database of its own. A signed-up user (the real Auth emulator) streams toon updates
// from several concurrent writers; each writer sets its toon's Estate bucket to the next number of
// a counter, one request at a time. The process gets SIGKILL mid-stream (no shutdown hook runs),
// is started again on the same database, and every toon must hold at least the last number the
// api acknowledged for it (and at most the last one sent: a write cut off before its answer may
// or may not have committed). Two kill-and-restart rounds, the second on a recovered database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Toon, ToonSchema } from 'shared-contracts/domain';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { type ApiProcess, compileApi, startApiProcess } from '../testing/api-process.js';
import {
  type EmulatorAccount,
  emulatorSignUp,
  waitForAuthEmulator,
} from '../testing/auth-emulator-client.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const WRITERS = 6;
const ROUNDS = 2;
/** Acknowledged updates per round before the kill, so the stream is well under way. */
const ACKS_BEFORE_KILL = 60;

const emulatorHost = inject('authEmulatorHost');
const usePostgres = Boolean(process.env.TEST_DATABASE_URL);
let serverDatabase: TestDatabase | undefined;
let pgliteDir: string | undefined;
let account: EmulatorAccount;
let api: ApiProcess | undefined;

beforeAll(async () => {
  [, , account] = await Promise.all([
    compileApi(),
    prepareDatabase(),
    waitForAuthEmulator(emulatorHost, inject('authEmulatorLog')).then(() =>
      emulatorSignUp(emulatorHost, {
        email: `sigkill-${Date.now()}@example.test`,
        password: 'gags-and-pies',
      }),
    ),
  ]);
}, 120_000);

afterAll(async () => {
  await api?.stop('SIGKILL');
  await serverDatabase?.destroy();
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
});

/** A migrated database the api process opens (PGlite: created here, overlapping the emulator's boot). */
async function prepareDatabase() {
  if (usePostgres) {
    serverDatabase = await createTestDatabase();
    return;
  }
  pgliteDir = mkdtempSync(path.join(tmpdir(), 'api-sigkill-'));
  const database = await createDatabase({ pgliteDir });
  await migrateToLatest(database.db);
  await database.close();
}

function startApi() {
  return startApiProcess({
    DATABASE_URL: serverDatabase?.url ?? '',
    PGLITE_DIR: pgliteDir ?? '',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: 'demo-trinket',
    // Nothing listens there: the population sampler fails quietly, which is not under test.
    GAME_API_BASE_URL: 'http://127.0.0.1:9',
    // One user writing this fast is what the write limit exists to stop; it is not under test.
    RATE_LIMIT_WRITES_PER_MINUTE: '0',
    RATE_LIMIT_SIGNUPS_PER_HOUR: '0',
    LOG_LEVEL: 'warn',
  });
}

function call(method: string, url: string, body?: unknown) {
  return fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${account.idToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function estates(base: string): Promise<Map<string, number>> {
  const response = await call('GET', `${base}/api/toons`);
  expect(response.status).toBe(200);
  const { toons } = z.object({ toons: z.array(ToonSchema) }).parse(await response.json());
  return new Map(toons.map((toon: Toon) => [toon.id, toon.buckets.Estate ?? 0]));
}

/** An unexpected answer, and whether the Auth emulator is still there (several starting at once can kill one). */
async function explain(response: Response, body: unknown): Promise<string> {
  const emulator = await fetch(`http://${emulatorHost}/`).then(
    () => 'answering',
    () => 'NOT answering',
  );
  return `${response.url} answered ${response.status} ${JSON.stringify(body)}; the Auth emulator is ${emulator}`;
}

interface Writer {
  toonId: string;
  /** The last number the api acknowledged (a 200 showing it). */
  acked: number;
  /** The last number sent. */
  sent: number;
}

/** One request at a time until a request fails (the process is gone); any other answer than 200 fails the test. */
async function write(base: string, writer: Writer, onAck: () => void): Promise<void> {
  for (;;) {
    const next = writer.sent + 1;
    writer.sent = next;
    let response: Response;
    let body: unknown;
    try {
      response = await call('PUT', `${base}/api/toons/${writer.toonId}`, { buckets: { Estate: next } });
      body = await response.json();
    } catch {
      return; // killed: no answer, so not acknowledged
    }
    if (response.status !== 200) throw new Error(await explain(response, body));
    expect(ToonSchema.parse(body).buckets.Estate).toBe(next);
    writer.acked = next;
    onAck();
  }
}

it('keeps every acknowledged toon update through SIGKILL and restart', async () => {
  api = await startApi();
  const health = await (await fetch(`${api.url}/api/health`)).json();
  expect(health).toMatchObject({ status: 'ok', database: usePostgres ? 'postgres' : 'pglite' });

  const writers: Writer[] = [];
  for (let index = 0; index < WRITERS; index += 1) {
    const response = await call('POST', `${api.url}/api/toons`, { name: `Crash Test ${index + 1}` });
    const body: unknown = await response.json();
    expect(response.status, await explain(response, body)).toBe(201);
    writers.push({ toonId: ToonSchema.parse(body).id, acked: 0, sent: 0 });
  }

  for (let round = 1; round <= ROUNDS; round += 1) {
    const running: ApiProcess = api;
    let acks = 0;
    let enough!: () => void;
    const enoughAcks = new Promise<void>((resolve) => {
      enough = resolve;
    });
    const stream = Promise.all(
      writers.map((writer) =>
        write(running.url, writer, () => {
          acks += 1;
          if (acks === ACKS_BEFORE_KILL) enough();
        }),
      ),
    );
    // Whichever comes first: enough acknowledgements, or a writer failing (which fails the test).
    await Promise.race([enoughAcks, stream]);
    await running.stop('SIGKILL');
    await stream;
    expect(acks, `round ${round}: updates acknowledged before the kill`).toBeGreaterThanOrEqual(
      ACKS_BEFORE_KILL,
    );

    api = await startApi();
    const stored = await estates(api.url);
    for (const writer of writers) {
      const value = stored.get(writer.toonId);
      const label = `round ${round}, toon ${writer.toonId} (acknowledged ${writer.acked}, sent ${writer.sent})`;
      expect(value, label).toBeGreaterThanOrEqual(writer.acked);
      expect(value, label).toBeLessThanOrEqual(writer.sent);
      // The next round counts on from what is stored, so its numbers are new either way.
      writer.acked = value ?? 0;
      writer.sent = value ?? 0;
    }
  }
}, 120_000);
