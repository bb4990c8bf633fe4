// The game's APIs misbehaving must not reach visitors. The api's real game-data cache, fed by the
// real offline stand-in (stand-ins/game) over HTTP, is primed with good data; then the
// stand-in turns slow (later than the api's time limit), answers errors, garbage, the wrong shape,
// or closes its port. Past every cache lifetime the api must still answer 200 within a second with
// the last good copy, its true age and `stale: true`, and take fresh data once the game is healthy.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  CavalcadeSnapshotSchema,
  DoodlesSnapshotSchema,
  FieldOfficesSnapshotSchema,
  InvasionsSnapshotSchema,
  PopulationSnapshotSchema,
  SillyMeterSnapshotSchema,
} from 'shared-contracts/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningStandin, startGameStandin } from '../../../stand-ins/game/server.mjs';
import { createApp } from '../app.js';
import { createGameService } from '../game-data/game-service.js';
import { silentLogger } from '../logger.js';
import { fakeVerifier } from '../testing/fake-verifier.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const ENDPOINTS = {
  population: PopulationSnapshotSchema,
  invasions: InvasionsSnapshotSchema,
  fieldoffices: FieldOfficesSnapshotSchema,
  doodles: DoodlesSnapshotSchema,
  sillymeter: SillyMeterSnapshotSchema,
  cavalcade: CavalcadeSnapshotSchema,
} as const;
type Endpoint = keyof typeof ENDPOINTS;

const START = Date.parse('2026-03-14T15:00:00.000Z');
/** Past every cache lifetime (doodles' 5 minutes is the longest) and the 10 s pause after a failure. */
const PAST_EXPIRY_MS = 6 * 60_000;
/**
 * The api's time limit for one request to the game, in this test: long enough that a busy machine's
 * local answer (the priming reads, the recovery) is never cut off.
 */
const UPSTREAM_TIMEOUT_MS = 3_000;
/** The stand-in's "slow" answers come well after that limit: to the api the game hangs. */
const SLOW_MS = 8_000;
/**
 * What "stays responsive" means here: every visitor answered well within the game's time limit (the
 * api waits 300 ms for a refresh, then serves its last copy), with room for a busy machine.
 */
const QUICK_MS = 2_000;
const FAULTS = ['slow', 'error', 'garbage', 'wrong-shape', 'port closed'] as const;

let clock = START;
let database: TestDatabase;
let standin: RunningStandin;
let server: ReturnType<typeof serve>;
let apiUrl: string;
/** Requests from the api to the game: how many were made, and how many have not settled yet. */
const upstream = { asked: 0, pending: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  standin = await startGameStandin({ port: 0, now: () => clock / 1000, slowMs: SLOW_MS });
  const service = createGameService({
    baseUrl: standin.url,
    now: () => clock,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
    // The real fetch, counted, so the test knows each fault was really met and when it is over.
    fetch: async (url, init) => {
      upstream.asked += 1;
      upstream.pending += 1;
      try {
        return await fetch(url, init);
      } finally {
        upstream.pending -= 1;
      }
    },
  });
  const app = createApp({
    config: { bodyLimitBytes: 100 * 1024, corsOrigins: [] },
    database,
    verifier: fakeVerifier,
    logger: silentLogger,
    game: {
      service,
      database,
      renditionBaseUrl: standin.url,
      populationSampleIntervalMs: 5 * 60_000,
      now: () => clock,
    },
  });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await standin?.close();
  await database?.destroy();
});

interface Answer {
  endpoint: Endpoint;
  status: number;
  ms: number;
  snapshot: { data: unknown; fetchedAt: string; ageSeconds: number; stale: boolean } | null;
}

async function ask(endpoint: Endpoint): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${apiUrl}/api/game/${endpoint}`);
  const body: unknown = await response.json();
  const ms = performance.now() - started;
  const snapshot = response.ok ? ENDPOINTS[endpoint].parse(body) : null;
  return { endpoint, status: response.status, ms, snapshot };
}

const askAll = () => Promise.all((Object.keys(ENDPOINTS) as Endpoint[]).map(ask));

it('keeps serving the last good copy quickly through every fault, then takes fresh data again', async () => {
  const primed = new Map((await askAll()).map((answer) => [answer.endpoint, answer.snapshot]));
  for (const snapshot of primed.values()) {
    expect(snapshot).toMatchObject({ fetchedAt: new Date(START).toISOString(), ageSeconds: 0, stale: false });
  }

  for (const fault of FAULTS) {
    if (fault === 'port closed') await standin.goOffline();
    else standin.setMode(fault);
    clock += PAST_EXPIRY_MS;
    const askedBefore = upstream.asked;
    // A burst of visitors (three per endpoint at once) while the game misbehaves.
    const answers = (await Promise.all([askAll(), askAll(), askAll()])).flat();
    for (const answer of answers) {
      const label = `${fault}: /api/game/${answer.endpoint}`;
      expect(answer.status, label).toBe(200);
      expect(answer.ms, label).toBeLessThan(QUICK_MS);
      expect(answer.snapshot, label).toEqual({
        ...primed.get(answer.endpoint),
        ageSeconds: (clock - START) / 1000,
        stale: true,
      });
    }
    // The game really was asked, once per endpoint however many visitors came.
    expect(upstream.asked - askedBefore, fault).toBe(Object.keys(ENDPOINTS).length);
    // Let the refreshes end (a slow one only at the time limit) before the next fault.
    await expect.poll(() => upstream.pending, { timeout: UPSTREAM_TIMEOUT_MS + 5_000 }).toBe(0);
    if (fault === 'port closed') await standin.goOnline();
    standin.setMode('normal');
  }

  clock += PAST_EXPIRY_MS;
  await expect
    .poll(async () => (await askAll()).filter((answer) => answer.snapshot?.stale !== false).length, {
      timeout: 10_000,
    })
    .toBe(0);
  for (const answer of await askAll()) {
    expect(answer.snapshot, answer.endpoint).toMatchObject({
      fetchedAt: new Date(clock).toISOString(),
      ageSeconds: 0,
      stale: false,
    });
  }
  // Fresh means what the game says now: the stand-in's data moves with its clock.
  const gameNow = (await (await fetch(`${standin.url}/population`)).json()) as { totalPopulation: number };
  const population = await ask('population');
  expect(population.snapshot?.data).toMatchObject({ totalPopulation: gameNow.totalPopulation });
  expect(population.snapshot?.data).not.toEqual(primed.get('population')?.data);
}, 60_000);
