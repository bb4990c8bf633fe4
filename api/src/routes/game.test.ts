import { Hono } from 'hono';
import {
  DoodlesSnapshotSchema,
  FieldOfficesSnapshotSchema,
  InvasionsSnapshotSchema,
  PopulationHistorySchema,
  PopulationSnapshotSchema,
} from 'shared-contracts/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGameService, GAME_USER_AGENT, type GameService } from '../game-data/game-service.js';
import { samplePopulation } from '../game-data/population-sampler.js';
import type { AppEnv } from '../http/env.js';
import { handleError } from '../http/errors.js';
import { createLogger } from '../logger.js';
import { type FakeGameServer, startFakeGameServer } from '../testing/fake-game-server.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { gameRoutes } from './game.js';

const START = Date.parse('2026-11-23T12:00:00.000Z');
const SAMPLE_MS = 5 * 60 * 1000;

const population = (total: number) => ({
  error: null,
  totalPopulation: total,
  populationByDistrict: { Zapwood: total - 10, 'Kaboom Cliffs': 10 },
  statusByDistrict: { Zapwood: 'online', 'Kaboom Cliffs': 'draining' },
  lastUpdated: START / 1000,
});
const invasions = {
  error: null,
  invasions: { Zapwood: { type: 'Flunky', asOf: START / 1000, progress: '10/1000' } },
  lastUpdated: START / 1000,
};

let database: TestDatabase;
let game: FakeGameServer;
let clock: number;
let service: GameService;
let app: Hono<AppEnv>;
/** When true the game cannot be reached at all (a refused connection). */
let unreachable: boolean;

beforeAll(async () => {
  database = await createTestDatabase();
  game = await startFakeGameServer();
});
afterAll(async () => {
  await game?.close();
  await database?.destroy();
});

/**
 * What every service of these tests is given. A reader waits for the refresh whole: a busy machine's
 * local answer can take longer than the 300 ms a page waits (serving the old copy meanwhile is
 * cached-source.test's subject).
 */
const serviceOptions = () => ({
  baseUrl: game.baseUrl,
  now: () => clock,
  timeoutMs: 2000,
  refreshWaitMs: 10_000,
});

beforeEach(async () => {
  clock = START;
  game.requests.length = 0;
  game.answer('/population', { body: population(100) });
  game.answer('/invasions', { body: invasions });
  await database.db.deleteFrom('population_samples').execute();
  unreachable = false;
  service = createGameService({
    ...serviceOptions(),
    fetch: (url, init) => (unreachable ? Promise.reject(new TypeError('fetch failed')) : fetch(url, init)),
  });
  const routes = gameRoutes({
    service,
    database,
    renditionBaseUrl: 'http://127.0.0.1:3200',
    populationSampleIntervalMs: SAMPLE_MS,
    now: () => clock,
  });
  const logger = createLogger('error', () => {});
  app = new Hono<AppEnv>().route('/api', routes);
  app.onError((error, c) => handleError(error, c, logger));
});

const get = (path: string) => app.request(`/api/game${path}`);
const hits = (path: string) => game.requests.filter((request) => request.path === path).length;

describe('GET /api/game/*', () => {
  it('serves the game data with its age and a descriptive User-Agent, asking the game once per lifetime', async () => {
    const first = await get('/invasions');
    expect(first.status).toBe(200);
    expect(InvasionsSnapshotSchema.parse(await first.json())).toMatchObject({
      data: invasions,
      fetchedAt: new Date(START).toISOString(),
      ageSeconds: 0,
      stale: false,
    });
    expect(game.requests[0]?.userAgent).toBe(GAME_USER_AGENT);

    clock += 20_000;
    const cached = InvasionsSnapshotSchema.parse(await (await get('/invasions')).json());
    expect(cached).toMatchObject({ ageSeconds: 20, stale: false });
    expect(hits('/invasions')).toBe(1);

    clock += 10_000; // 30 s: the invasions copy has expired
    const changed = { ...invasions, lastUpdated: START / 1000 + 30 };
    game.answer('/invasions', { body: changed });
    const refreshed = InvasionsSnapshotSchema.parse(await (await get('/invasions')).json());
    expect(refreshed).toMatchObject({ data: changed, ageSeconds: 0, stale: false });
    expect(hits('/invasions')).toBe(2);
  });

  it.each([
    ['an HTTP error', { status: 500, body: { message: 'down' } }],
    ['garbage', { raw: '<html>not json' }],
    ['a wrong shape', { body: { invasions: 'none' } }],
    ['the game error shape', { body: { error: 'Invasion data is temporarily unavailable.' } }],
  ] as const)(
    'serves the last good copy, stale with its age, when the game answers %s',
    async (_label, answer) => {
      await get('/invasions');
      game.answer('/invasions', answer);
      clock += 90_000;
      const response = await get('/invasions');
      expect(response.status).toBe(200);
      expect(InvasionsSnapshotSchema.parse(await response.json())).toMatchObject({
        data: invasions,
        ageSeconds: 90,
        stale: true,
      });
    },
  );

  it('serves the last good copy when the game cannot be reached at all', async () => {
    await get('/population');
    unreachable = true;
    clock += 120_000;
    const body = PopulationSnapshotSchema.parse(await (await get('/population')).json());
    expect(body).toMatchObject({ data: population(100), ageSeconds: 120, stale: true });
  });

  it('answers 503 with a reason when it has never had the data', async () => {
    game.answer('/invasions', { status: 502, body: {} });
    const response = await get('/invasions');
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('game_unavailable');
    expect(body.error.message).toMatch(/HTTP 502/);
  });

  it('tells where pictures come from', async () => {
    expect(await (await get('/settings')).json()).toEqual({ renditionBaseUrl: 'http://127.0.0.1:3200' });
  });
});

describe('the shapes the game documents, and one bad entry among good ones', () => {
  /** A service of its own whose log lines the test reads. */
  function withLog() {
    const lines: { level: string; msg: string; skipped?: { where: string; reason: string }[] }[] = [];
    const logger = createLogger('debug', (line) => lines.push(JSON.parse(line)));
    const logged = createGameService({ ...serviceOptions(), logger });
    const logApp = new Hono<AppEnv>().route(
      '/api',
      gameRoutes({
        service: logged,
        database,
        renditionBaseUrl: 'http://127.0.0.1:3200',
        populationSampleIntervalMs: SAMPLE_MS,
        now: () => clock,
      }),
    );
    logApp.onError((error, c) => handleError(error, c, logger));
    return { lines, get: (path: string) => logApp.request(`/api/game${path}`) };
  }
  const office = { department: 's', difficulty: 1, annexes: 3, open: true };

  it('accepts a field office without `expiring` (before its last annex falls) and reads it as null', async () => {
    game.answer('/fieldoffices', {
      body: {
        lastUpdated: START / 1000,
        fieldOffices: {
          '3100': office,
          '5200': { ...office, annexes: 0, open: false, expiring: START / 1000 + 300 },
        },
      },
    });
    const response = await get('/fieldoffices');
    expect(response.status).toBe(200);
    const { data } = FieldOfficesSnapshotSchema.parse(await response.json());
    expect(data.fieldOffices['3100']).toMatchObject({ ...office, expiring: null });
    expect(data.fieldOffices['5200']?.expiring).toBe(START / 1000 + 300);
  });

  it('skips and logs one bad field office, serving the others', async () => {
    const { lines, get: getLogged } = withLog();
    game.answer('/fieldoffices', {
      body: {
        lastUpdated: START / 1000,
        fieldOffices: {
          '3100': office,
          '3200': { ...office, department: 'x' },
          walrus: office,
          '4100': { ...office, expiring: null },
        },
      },
    });
    const response = await getLogged('/fieldoffices');
    expect(response.status).toBe(200);
    const { data } = FieldOfficesSnapshotSchema.parse(await response.json());
    expect(Object.keys(data.fieldOffices).sort()).toEqual(['3100', '4100']);
    const warning = lines.find((line) => line.level === 'warn');
    expect(warning?.skipped?.map((entry) => entry.where).sort()).toEqual([
      'fieldOffices.3200',
      'fieldOffices.walrus',
    ]);
  });

  it('skips one bad invasion, district count and doodle, keeping the rest', async () => {
    const { lines, get: getLogged } = withLog();
    game.answer('/invasions', {
      body: {
        ...invasions,
        invasions: {
          ...invasions.invasions,
          Kaboom: { type: 'Flunky', asOf: START / 1000, progress: 'lots' },
        },
      },
    });
    game.answer('/population', {
      body: {
        ...population(100),
        populationByDistrict: { Zapwood: 90, 'Kaboom Cliffs': -1 },
        statusByDistrict: { Zapwood: 'online', 'Kaboom Cliffs': 'sleeping' },
      },
    });
    const doodle = { dna: 'dabc', traits: ['Rarely Tired'], cost: 300 };
    game.answer('/doodles', {
      body: {
        Zapwood: { 'Toontown Central': [doodle, { ...doodle, cost: 'free' }, doodle], Brrrgh: 'closed' },
        Kaboom: 7,
      },
    });

    const invasionsBody = InvasionsSnapshotSchema.parse(await (await getLogged('/invasions')).json());
    expect(Object.keys(invasionsBody.data.invasions)).toEqual(['Zapwood']);
    const populationBody = PopulationSnapshotSchema.parse(await (await getLogged('/population')).json());
    expect(populationBody.data.populationByDistrict).toEqual({ Zapwood: 90 });
    expect(populationBody.data.statusByDistrict).toEqual({ Zapwood: 'online' });
    const doodlesBody = DoodlesSnapshotSchema.parse(await (await getLogged('/doodles')).json());
    expect(doodlesBody.data).toEqual({ Zapwood: { 'Toontown Central': [doodle, doodle] } });

    const skipped = lines.flatMap((line) => line.skipped ?? []).map((entry) => entry.where);
    expect(skipped.sort()).toEqual([
      'Kaboom',
      'Zapwood.Brrrgh',
      'Zapwood.Toontown Central.1',
      'invasions.Kaboom',
      'populationByDistrict.Kaboom Cliffs',
      'statusByDistrict.Kaboom Cliffs',
    ]);
  });

  it('still refuses an answer whose frame is wrong (not one entry)', async () => {
    game.answer('/invasions', { body: { ...invasions, lastUpdated: 'soon' } });
    expect((await get('/invasions')).status).toBe(503);
  });

  it('ends a 503 reason with one full stop, whatever the game wrote', async () => {
    game.answer('/invasions', { body: { error: 'Invasion data is unavailable right now.' } });
    const response = await get('/invasions');
    expect(response.status).toBe(503);
    const { error } = (await response.json()) as { error: { message: string } };
    expect(error.message).toMatch(/right now\.$/);
    expect(error.message).not.toMatch(/\.\.$/);
  });
});

describe('population history', () => {
  it('records a sample per slot, skips stale copies and serves the last day oldest first', async () => {
    const deps = { db: database.db, population: service.population, intervalMs: SAMPLE_MS, now: () => clock };
    expect(await samplePopulation(deps)).toBe('recorded');

    clock += SAMPLE_MS;
    game.answer('/population', { body: population(250) });
    expect(await samplePopulation(deps)).toBe('recorded');

    clock += SAMPLE_MS;
    game.answer('/population', { status: 500, body: {} });
    expect(await samplePopulation(deps)).toBe('stale');

    const response = await get('/population/history');
    expect(response.status).toBe(200);
    const history = PopulationHistorySchema.parse(await response.json());
    expect(history.intervalSeconds).toBe(300);
    expect(history.samples).toEqual([
      {
        at: new Date(START).toISOString(),
        totalPopulation: 100,
        populationByDistrict: { Zapwood: 90, 'Kaboom Cliffs': 10 },
      },
      {
        at: new Date(START + SAMPLE_MS).toISOString(),
        totalPopulation: 250,
        populationByDistrict: { Zapwood: 240, 'Kaboom Cliffs': 10 },
      },
    ]);
  });

  it('keeps one row per slot and forgets samples older than a day', async () => {
    const deps = { db: database.db, population: service.population, intervalMs: SAMPLE_MS, now: () => clock };
    await samplePopulation(deps);
    // A second replica sampling the same slot adds nothing.
    await samplePopulation({
      ...deps,
      population: createGameService({ baseUrl: game.baseUrl, now: () => clock }).population,
    });
    expect(
      PopulationHistorySchema.parse(await (await get('/population/history')).json()).samples,
    ).toHaveLength(1);

    clock += 25 * 60 * 60 * 1000;
    await samplePopulation(deps);
    const samples = PopulationHistorySchema.parse(await (await get('/population/history')).json()).samples;
    expect(samples.map((sample) => sample.at)).toEqual([new Date(START + 25 * 60 * 60 * 1000).toISOString()]);
    expect(await database.db.selectFrom('population_samples').select('sampled_at').execute()).toHaveLength(1);
  });

  it('refuses a bad hours query with 400', async () => {
    const response = await get('/population/history?hours=48');
    expect(response.status).toBe(400);
  });
});
