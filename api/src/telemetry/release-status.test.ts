// What the status page reads (issue 34), built from the database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): versions, contract ranges, the last hour's figures per version (older minutes
// left out) and the release history, newest first, with an automatic rollback's figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollBackCanary } from '../releases/index.js';
import { seedArcadeCanary } from '../testing/arcade-canary-fixture.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { recordTelemetry } from './record-telemetry.js';
import { releaseStatus } from './release-status.js';

let database: TestDatabase;
const NOW = new Date('2026-05-01T12:00:30Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await seedArcadeCanary(db, {
    releasedAt: minutesAgo(120),
    canaryAt: minutesAgo(30),
    contracts: { live: '^3.0.0', canary: '^3.1.0' },
  });
  const event = (action: 'release' | 'promote' | 'canary', version: string, at: Date) =>
    db
      .insertInto('remote_release_events')
      .values({
        remote: 'arcade',
        action,
        version,
        from_version: null,
        reason: null,
        figures: null,
        actor: 'token',
        at,
      })
      .execute();
  await event('release', '1.0.0', minutesAgo(120));
  await event('promote', '1.0.0', minutesAgo(110));
  await event('canary', '1.1.0', minutesAgo(30));

  const load = (version: string, outcome: 'ok' | 'failed') =>
    ({ kind: 'load', remote: 'arcade', version, outcome, durationMs: 100 }) as const;
  // Two hours ago: outside the hour.
  await recordTelemetry(db, [load('1.0.0', 'failed'), load('1.0.0', 'failed')], minutesAgo(120));
  await recordTelemetry(
    db,
    [load('1.0.0', 'ok'), load('1.0.0', 'ok'), load('1.0.0', 'ok'), load('1.0.0', 'failed')],
    minutesAgo(10),
  );
  await recordTelemetry(
    db,
    [
      load('1.1.0', 'failed'),
      load('1.1.0', 'ok'),
      { kind: 'lcp', remote: 'arcade', version: '1.1.0', lcpMs: 1900 },
    ],
    minutesAgo(5),
  );
  await recordTelemetry(db, [load('build', 'ok')], minutesAgo(59));
  await rollBackCanary(db, 'arcade', {
    reason: 'too many failures',
    figures: { canary: { loads: 2 } },
    actor: 'auto',
    at: minutesAgo(1),
  });
});
afterAll(() => database?.destroy());

describe('releaseStatus', () => {
  it('lists every remote of the site, unreleased ones on their built dist/', async () => {
    const status = await releaseStatus(database.db, NOW);
    expect(status.windowMinutes).toBe(60);
    expect(status.remotes.map((remote) => remote.remote)).toEqual([
      'auth',
      'toons',
      'makeship',
      'arcade',
      'tools',
    ]);
    expect(status.remotes.find((remote) => remote.remote === 'tools')).toEqual({
      remote: 'tools',
      live: { version: 'build', contractVersion: null, releasedAt: null },
      canary: null,
      figures: [],
      history: [],
    });
  });

  it("gives a released remote's versions, the hour's figures per version and its history, newest first", async () => {
    const arcade = (await releaseStatus(database.db, NOW)).remotes.find(
      (remote) => remote.remote === 'arcade',
    );
    expect(arcade?.live).toEqual({
      version: '1.0.0',
      contractVersion: '^3.0.0',
      releasedAt: minutesAgo(120).toISOString(),
    });
    // The automatic rollback ended the canary.
    expect(arcade?.canary).toBeNull();
    expect(
      arcade?.figures.map(({ version, loads, loadFailures, loadFailureRate, lcpSamples }) => ({
        version,
        loads,
        loadFailures,
        loadFailureRate,
        lcpSamples,
      })),
    ).toEqual([
      { version: '1.0.0', loads: 4, loadFailures: 1, loadFailureRate: 0.25, lcpSamples: 0 },
      { version: '1.1.0', loads: 2, loadFailures: 1, loadFailureRate: 0.5, lcpSamples: 1 },
      { version: 'build', loads: 1, loadFailures: 0, loadFailureRate: 0, lcpSamples: 0 },
    ]);
    expect(arcade?.figures[1]?.p75LcpMs).toBeGreaterThan(1800);
    expect(arcade?.history.map((event) => event.action)).toEqual([
      'auto-rollback',
      'canary',
      'promote',
      'release',
    ]);
    expect(arcade?.history[0]).toMatchObject({
      version: '1.1.0',
      fromVersion: '1.0.0',
      actor: 'auto',
      reason: 'too many failures',
      figures: { canary: { loads: 2 } },
    });
  });
});
