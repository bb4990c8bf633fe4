// The automatic rollback on the database (PGlite, or PostgreSQL with TEST_DATABASE_URL): beacons that
// show a canary failing end it through the releases' rollBackCanary, recorded once with its figures,
// even when two replicas judge it at the same moment.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { arcadeChannel, seedArcadeCanary } from '../testing/arcade-canary-fixture.js';
import { jsonRequest } from '../testing/json-request.js';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { watchCanaries } from './canary-watch.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const CANARY_AT = new Date('2026-05-01T10:00:30Z');
const rule = { minLoads: 10, maxExtraFailureRate: 0.05 };

/** arcade: 1.0.0 live, 1.1.0 a 50 % canary since CANARY_AT, and nothing counted yet. */
beforeEach(async () => {
  const { db } = database;
  for (const table of [
    'remote_telemetry_minutes',
    'remote_telemetry_lcp',
    'remote_release_events',
    'remote_channels',
    'remote_releases',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
  await seedArcadeCanary(db, { releasedAt: new Date('2026-05-01T09:00:00Z'), canaryAt: CANARY_AT });
  await db
    .insertInto('remote_release_events')
    .values({
      remote: 'arcade',
      action: 'canary',
      version: '1.1.0',
      from_version: '1.0.0',
      reason: null,
      figures: JSON.stringify({ percent: 50 }),
      actor: 'token',
      at: CANARY_AT,
    })
    .execute();
});

const load = (version: string, outcome: 'ok' | 'failed') => ({
  kind: 'load',
  remote: 'arcade',
  version,
  outcome,
  durationMs: 90,
});
const repeat = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);

const channel = () => arcadeChannel(database.db);
const autoRollbacks = () =>
  database.db.selectFrom('remote_release_events').selectAll().where('action', '=', 'auto-rollback').execute();

describe('automatic rollback', () => {
  it('ends a failing canary once it has enough loads, with the figures that tripped it', async () => {
    const at = new Date('2026-05-01T10:02:00Z');
    const { app } = createTestApp(database, { now: () => at, canary: rule });
    const send = (events: unknown[]) => jsonRequest(app, 'POST', '/api/telemetry', { body: { events } });
    await send(repeat(20, load('1.0.0', 'ok')));
    // Nine failed canary loads: one short of a verdict.
    await send(repeat(9, load('1.1.0', 'failed')));
    expect((await channel()).canary_version).toBe('1.1.0');
    await send([load('1.1.0', 'failed')]);

    const after = await channel();
    expect(after).toMatchObject({ live_version: '1.0.0', canary_version: null, canary_percent: null });
    const [event, ...others] = await autoRollbacks();
    expect(others).toEqual([]);
    expect(event).toMatchObject({ remote: 'arcade', version: '1.1.0', from_version: '1.0.0', actor: 'auto' });
    expect(event?.figures).toEqual({
      canary: { version: '1.1.0', loads: 10, loadFailures: 10, failureRate: 1 },
      live: { version: '1.0.0', loads: 20, loadFailures: 0, failureRate: 0 },
      rule,
      since: CANARY_AT.toISOString(),
    });
    expect(event?.reason).toMatch(/canary 1\.1\.0 failed 10 of 10 loads/);
  });

  it('keeps a canary that fails no more than live does', async () => {
    const { app } = createTestApp(database, { now: () => new Date('2026-05-01T10:03:00Z'), canary: rule });
    const events = [...repeat(18, load('1.0.0', 'ok')), ...repeat(2, load('1.0.0', 'failed'))];
    await jsonRequest(app, 'POST', '/api/telemetry', { body: { events } });
    const canary = [
      ...repeat(9, load('1.1.0', 'ok')),
      load('1.1.0', 'failed'),
      ...repeat(8, load('1.1.0', 'ok')),
    ];
    await jsonRequest(app, 'POST', '/api/telemetry', { body: { events: canary } });
    expect((await channel()).canary_version).toBe('1.1.0');
    expect(await autoRollbacks()).toEqual([]);
  });

  it('counts only the loads since the canary began', async () => {
    // Failures of 1.1.0 before this canary (an earlier one, rolled back) do not count against it.
    const { app } = createTestApp(database, { now: () => new Date('2026-05-01T09:50:00Z'), canary: rule });
    await jsonRequest(app, 'POST', '/api/telemetry', {
      body: { events: repeat(20, load('1.1.0', 'failed')) },
    });
    expect(await watchCanaries(database.db, ['arcade'], rule, new Date('2026-05-01T10:05:00Z'))).toEqual([]);
    expect((await channel()).canary_version).toBe('1.1.0');
  });

  it('is ended and recorded once when two replicas judge it at the same moment', async () => {
    const { app } = createTestApp(database, { now: () => new Date('2026-05-01T10:04:00Z') });
    // Counted without a verdict (the default rule wants 50 loads), then judged by two "replicas" at once.
    await jsonRequest(app, 'POST', '/api/telemetry', {
      body: { events: repeat(12, load('1.1.0', 'failed')) },
    });
    expect((await channel()).canary_version).toBe('1.1.0');
    const at = new Date('2026-05-01T10:04:10Z');
    const results = await Promise.all([
      watchCanaries(database.db, ['arcade'], rule, at),
      watchCanaries(database.db, ['arcade'], rule, at),
    ]);
    expect(results.flat()).toHaveLength(1);
    expect(await autoRollbacks()).toHaveLength(1);
    expect((await channel()).canary_version).toBeNull();
  });
});
