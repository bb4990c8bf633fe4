// Two real api processes (api/dist/main.js, compiled first) on ONE PostgreSQL database, as two
// replicas behind a load balancer: the budgets they enforce are one budget, not one each. Real ID
// tokens come from the Auth emulator the api tests start. Needs a PostgreSQL server
// (TEST_DATABASE_URL, as CI sets it for its second api run): PGlite is one process's alone.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, compileApi, startApiProcess } from '../testing/api-process.js';
import {
  type EmulatorAccount,
  emulatorSignUp,
  waitForAuthEmulator,
} from '../testing/auth-emulator-client.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn(
    '[rate-limits-replicas] skipped: two api processes need one shared PostgreSQL server; ' +
      'set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it (CI does)',
  );
}

const WRITES_PER_MINUTE = 3;
const SIGNUPS_PER_HOUR = 3;
const emulatorHost = inject('authEmulatorHost');

let database: TestDatabase | undefined;
let replicas: ApiProcess[] = [];
let registered: EmulatorAccount;
let newcomers: EmulatorAccount[];

beforeAll(async () => {
  if (!serverUrl) return;
  let accounts: EmulatorAccount[];
  [, database, accounts] = await Promise.all([
    compileApi(),
    createTestDatabase({ serverUrl }),
    waitForAuthEmulator(emulatorHost, inject('authEmulatorLog')).then(() =>
      Promise.all([
        emulatorSignUp(emulatorHost, {
          email: `replicas-${Date.now()}@example.test`,
          password: 'gags-and-pies',
        }),
        ...[1, 2, 3].map(() => emulatorSignUp(emulatorHost)),
      ]),
    ),
  ]);
  [registered, ...newcomers] = accounts as [EmulatorAccount, ...EmulatorAccount[]];
  const env = {
    DATABASE_URL: database.url ?? '',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: 'demo-trinket',
    // Nothing listens there: the population sampler fails quietly, which is not under test.
    GAME_API_BASE_URL: 'http://127.0.0.1:9',
    RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
    RATE_LIMIT_SIGNUPS_PER_HOUR: String(SIGNUPS_PER_HOUR),
    LOG_LEVEL: 'warn',
  };
  replicas = await Promise.all([startApiProcess(env), startApiProcess(env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await database?.destroy();
});

function putOwnDocument(replica: ApiProcess | undefined, account: EmulatorAccount) {
  if (!replica) throw new Error('the api processes did not start');
  return fetch(`${replica.url}/api/users/${encodeURIComponent(account.uid)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, isAnonymous: account.email === null }),
  });
}

async function refusal(response: Response) {
  return {
    status: response.status,
    retryAfter: Number(response.headers.get('retry-after')),
    body: (await response.json()) as { error: { code: string; message: string } },
  };
}

describe.skipIf(!serverUrl)('rate limits across two api processes on one PostgreSQL', () => {
  it('a user’s write budget is one budget: spent on one process, then the other, refused by both', async () => {
    const [first, second] = replicas;
    // Every browser of the test comes from 127.0.0.1: the first write (the document's creation) is
    // also a sign-up from that address; the later ones are not.
    expect((await putOwnDocument(first, registered)).status).toBe(201);
    expect((await putOwnDocument(second, registered)).status).toBe(200);
    expect((await putOwnDocument(first, registered)).status).toBe(200);

    const refused = await refusal(await putOwnDocument(second, registered));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.body.error.message).toMatch(/^Too many changes in a short time/);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await putOwnDocument(first, registered)).status).toBe(429);
  });

  it('an address’s sign-up budget is one budget for both processes', async () => {
    const [first, second] = replicas;
    const [one, two, three] = newcomers as [EmulatorAccount, EmulatorAccount, EmulatorAccount];
    // 1 of the 3 sign-ups an hour from 127.0.0.1 went to the registered user's account above.
    expect((await putOwnDocument(second, one)).status).toBe(201);
    expect((await putOwnDocument(first, two)).status).toBe(201);

    const refused = await refusal(await putOwnDocument(second, three));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many accounts set up from your network/);
    expect(refused.retryAfter).toBeGreaterThan(3500);
    expect((await putOwnDocument(first, three)).status).toBe(429);

    const stored = await database?.db.selectFrom('users').select('uid').orderBy('uid').execute();
    expect(stored?.map((row) => row.uid)).toEqual([registered.uid, one.uid, two.uid].sort());
  });
});
