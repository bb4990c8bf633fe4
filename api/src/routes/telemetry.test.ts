// POST /api/telemetry (issue 34): browsers' reports of each remote version, counted per minute in the
// database (PGlite, or PostgreSQL with TEST_DATABASE_URL); anything but the strict shape is refused
// with its reason, and each address has a budget of its own.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { versionFigures } from '../telemetry/figures.js';
import { jsonRequest, responseBody, responseIssues } from '../testing/json-request.js';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insertInto('remote_releases')
    .values({
      remote: 'arcade',
      version: '1.4.0',
      manifest_url: 'http://localhost:3004/v/1.4.0/mf-manifest.json',
      contract_version: '^3.0.0',
      released_at: new Date('2026-05-01T09:00:00Z'),
    })
    .execute();
});
afterAll(() => database?.destroy());
beforeEach(async () => {
  await database.db.deleteFrom('remote_telemetry_minutes').execute();
  await database.db.deleteFrom('remote_telemetry_lcp').execute();
});

const PATH = '/api/telemetry';
const load = (outcome: 'ok' | 'failed', durationMs = 120, version = 'build', remote = 'arcade') => ({
  kind: 'load',
  remote,
  version,
  outcome,
  durationMs,
});
const lcp = (lcpMs: number, version = 'build') => ({ kind: 'lcp', remote: 'arcade', version, lcpMs });

/** An app whose clock reads `at`, which a test moves. */
function appAt(start: string) {
  const clock = { at: new Date(start) };
  const { app } = createTestApp(database, { now: () => clock.at });
  return { app, clock };
}

describe('POST /api/telemetry', () => {
  it('counts loads, failures, area errors and LCP per minute, remote and version', async () => {
    const { app, clock } = appAt('2026-05-01T10:00:05Z');
    const first = await jsonRequest(app, 'POST', PATH, {
      body: {
        events: [
          load('ok', 100),
          load('failed', 300),
          { kind: 'area-error', remote: 'arcade', version: 'build', errorClass: 'TypeError' },
          lcp(1800),
          load('ok', 80, '1.4.0'),
        ],
      },
    });
    expect(first.status).toBe(202);
    expect(await responseBody(first)).toEqual({ counted: 5, dropped: 0 });
    clock.at = new Date('2026-05-01T10:00:59Z');
    await jsonRequest(app, 'POST', PATH, { body: { events: [load('ok', 50)] } });
    clock.at = new Date('2026-05-01T10:01:00Z');
    await jsonRequest(app, 'POST', PATH, { body: { events: [load('failed', 40)] } });

    const rows = await database.db
      .selectFrom('remote_telemetry_minutes')
      .selectAll()
      .orderBy('version')
      .orderBy('minute')
      .execute();
    expect(
      rows.map((row) => ({
        ...row,
        minute: row.minute.toISOString(),
        load_ms_total: Number(row.load_ms_total),
      })),
    ).toEqual([
      {
        remote: 'arcade',
        version: '1.4.0',
        minute: '2026-05-01T10:00:00.000Z',
        loads: 1,
        load_failures: 0,
        load_ms_total: 80,
        area_errors: 0,
        lcp_samples: 0,
      },
      {
        remote: 'arcade',
        version: 'build',
        minute: '2026-05-01T10:00:00.000Z',
        loads: 3,
        load_failures: 1,
        load_ms_total: 450,
        area_errors: 1,
        lcp_samples: 1,
      },
      {
        remote: 'arcade',
        version: 'build',
        minute: '2026-05-01T10:01:00.000Z',
        loads: 1,
        load_failures: 1,
        load_ms_total: 40,
        area_errors: 0,
        lcp_samples: 0,
      },
    ]);
  });

  it("sums a window's minutes into each version's figures, with the p75 LCP from the histograms", async () => {
    const { app, clock } = appAt('2026-05-01T11:00:00Z');
    // 40 samples over three minutes: 30 at 1-2 s, 10 at 3.6-4 s. The exact p75 is the 30th: 1.9 s.
    const fast = Array.from({ length: 30 }, (_, index) => lcp(1000 + index * 30));
    const slow = Array.from({ length: 10 }, (_, index) => lcp(3600 + index * 40));
    for (const [minute, events] of [fast.slice(0, 15), fast.slice(15), slow].entries()) {
      clock.at = new Date(Date.parse('2026-05-01T11:00:00Z') + minute * 60_000);
      expect((await jsonRequest(app, 'POST', PATH, { body: { events } })).status).toBe(202);
    }
    await jsonRequest(app, 'POST', PATH, {
      body: { events: [load('ok'), load('failed'), load('ok'), load('ok')] },
    });

    const figures = await versionFigures(database.db, 'arcade', { since: new Date('2026-05-01T11:00:00Z') });
    const build = figures.get('build');
    expect(build).toMatchObject({ loads: 4, loadFailures: 1, loadFailureRate: 0.25, lcpSamples: 40 });
    expect(build?.p75LcpMs).toBeGreaterThanOrEqual(1800);
    expect(build?.p75LcpMs).toBeLessThanOrEqual(2000);
    // A window that leaves out the slow minute.
    const early = await versionFigures(database.db, 'arcade', {
      since: new Date('2026-05-01T11:00:00Z'),
      until: new Date('2026-05-01T11:02:00Z'),
    });
    expect(early.get('build')?.lcpSamples).toBe(30);
    expect(early.get('build')?.p75LcpMs).toBeLessThan(1800);
  });

  it('drops events of a remote the site has not, or of a version never released for it', async () => {
    const { app } = appAt('2026-05-01T12:00:00Z');
    const response = await jsonRequest(app, 'POST', PATH, {
      body: {
        events: [
          load('ok'),
          load('ok', 10, '9.9.9'),
          load('ok', 10, 'build', 'nowhere'),
          load('ok', 10, '1.4.0', 'tools'),
        ],
      },
    });
    expect(response.status).toBe(202);
    expect(await responseBody(response)).toEqual({ counted: 1, dropped: 3 });
    const rows = await database.db
      .selectFrom('remote_telemetry_minutes')
      .select(['remote', 'version'])
      .execute();
    expect(rows).toEqual([{ remote: 'arcade', version: 'build' }]);
  });

  it('refuses a personal field, a URL, a message, or numbers out of bounds, naming the field', async () => {
    const { app } = appAt('2026-05-01T12:00:00Z');
    const cases: [unknown, string][] = [
      [{ events: [{ ...load('ok'), userId: 'abc' }] }, 'body.events.0'],
      [{ events: [load('ok')], url: 'https://site/?email=a@b.c' }, 'body'],
      [
        { events: [{ ...load('failed'), errorClass: 'Failed to fetch http://x' }] },
        'body.events.0.errorClass',
      ],
      [{ events: [load('ok', -1)] }, 'body.events.0.durationMs'],
      [{ events: [load('ok', 1.5)] }, 'body.events.0.durationMs'],
      [{ events: [load('ok', 10 ** 9)] }, 'body.events.0.durationMs'],
      [{ events: [load('ok', 10, 'latest')] }, 'body.events.0.version'],
      [{ events: [load('ok', 10, 'build', '../etc')] }, 'body.events.0.remote'],
      [{ events: [{ kind: 'click', remote: 'arcade', version: 'build' }] }, 'body.events.0.kind'],
      [{ events: [] }, 'body.events'],
      [{ events: Array.from({ length: 21 }, () => load('ok')) }, 'body.events'],
    ];
    for (const [body, path] of cases) {
      const response = await jsonRequest(app, 'POST', PATH, { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await responseIssues(response)).map((issue) => issue.path)).toContain(path);
    }
    expect(await database.db.selectFrom('remote_telemetry_minutes').selectAll().execute()).toEqual([]);
  });

  it('refuses what is not JSON (400), another media type (415) and a body over 4 kB (413)', async () => {
    const { app } = appAt('2026-05-01T12:00:00Z');
    expect((await jsonRequest(app, 'POST', PATH, { body: '{"events":' })).status).toBe(400);
    const form = await app.request(PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'events=1',
    });
    expect(form.status).toBe(415);
    const padded = JSON.stringify({ events: [load('ok')] }).replace('{', `{${' '.repeat(5000)}`);
    const large = await jsonRequest(app, 'POST', PATH, { body: padded });
    expect(large.status).toBe(413);
    expect(await responseBody(large)).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it("takes a beacon's text/plain body as JSON", async () => {
    const { app } = appAt('2026-05-01T12:00:00Z');
    const response = await app.request(PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ events: [load('ok')] }),
    });
    expect(response.status).toBe(202);
  });

  it('is rate limited per address in a budget of its own, which spends no other', async () => {
    const { app } = createTestApp(database, {
      rateLimits: { writesPerMinute: 100, signupsPerHour: 100, refusedPerMinute: 1, telemetryPerMinute: 2 },
    });
    const send = () => jsonRequest(app, 'POST', PATH, { body: { events: [load('ok')] } });
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(202);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    // The address's refused budget (1) is untouched: a signed-out write still gets its own answer.
    const refusal = await jsonRequest(app, 'POST', '/api/toonlink/refusals', {
      body: { refusals: [{ path: ['golf', 'Foo'], value: 1 }] },
    });
    expect(refusal.status).toBe(200);
  });
});

describe('telemetry kept', () => {
  it('is pruned after a week: a beacon deletes the minutes older than that, once an hour at most', async () => {
    const { app, clock } = appAt('2026-04-01T10:00:00Z');
    await jsonRequest(app, 'POST', PATH, { body: { events: [load('ok'), lcp(900)] } });
    clock.at = new Date('2026-04-05T10:00:00Z');
    await jsonRequest(app, 'POST', PATH, { body: { events: [load('ok'), lcp(900)] } });
    const minutes = async () =>
      (
        await database.db.selectFrom('remote_telemetry_minutes').select('minute').orderBy('minute').execute()
      ).map((row) => row.minute.toISOString());
    expect(await minutes()).toEqual(['2026-04-01T10:00:00.000Z', '2026-04-05T10:00:00.000Z']);
    // Eight days after the first: that minute goes, with its LCP histogram.
    clock.at = new Date('2026-04-09T10:30:00Z');
    await jsonRequest(app, 'POST', PATH, { body: { events: [load('ok')] } });
    expect(await minutes()).toEqual(['2026-04-05T10:00:00.000Z', '2026-04-09T10:30:00.000Z']);
    const lcpMinutes = await database.db.selectFrom('remote_telemetry_lcp').select('minute').execute();
    expect(lcpMinutes.map((row) => row.minute.toISOString())).toEqual(['2026-04-05T10:00:00.000Z']);
  });
});
