// POST /api/toonlink/refusals (issue 30): the values a real game sent that the site's rules refuse
// are logged with their rule, each checked again with the shared screen; anything else is not.
import { screenGameRead } from 'trinket-game/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from '../testing/json-request.js';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const PATH = '/api/toonlink/refusals';

/** The game read of issue 30: one good value beside each bad one. */
const read = {
  toon: { id: 'TTID-REFUSE', name: 'Refused Values' },
  fish: {
    collection: {
      '0': { album: { '0': { weight: 400 }, '1': { weight: 16 } } },
      '99': { album: { '0': { weight: 20 } } },
    },
  },
  golf: [
    { name: 'Courses Completed', num: 3 },
    { name: 'Foo', num: 1 },
  ],
  racing: [{ name: 'Total Wins', num: 300 }],
};

const refusalLogs = (logLines: Record<string, unknown>[]) =>
  logLines.filter((line) => line.msg === 'game value refused by the site rules');

describe('POST /api/toonlink/refusals', () => {
  it('logs each reported value the shared rules refuse, with its path, value and rule', async () => {
    const { app, logLines } = createTestApp(database);
    const { refusals } = screenGameRead(read);
    const response = await jsonRequest(app, 'POST', PATH, {
      body: { refusals: refusals.map(({ path, value }) => ({ path, value })) },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ confirmed: 3 });
    expect(refusalLogs(logLines)).toEqual([
      expect.objectContaining({
        level: 'warn',
        path: ['fish', 'collection', '0', 'album', '0', 'weight'],
        value: 400,
        rule: 'not saved: a Balloon Fish weighs from 16 to 48 oz; the game sent 400 oz',
        user: null,
      }),
      expect.objectContaining({
        path: ['fish', 'collection', '99', 'album', '0', 'weight'],
        value: 20,
        rule: "not saved: fish 99-0 is not in the site's fish table",
      }),
      expect.objectContaining({
        path: ['golf', 'Foo'],
        value: 1,
        rule: 'not saved: golf statistic "Foo" is not one the site knows',
      }),
    ]);
  });

  it('logs nothing for values the rules accept, such as 300 total wins, or for paths no read has', async () => {
    const { app, logLines } = createTestApp(database);
    const response = await jsonRequest(app, 'POST', PATH, {
      token: 'user:player',
      body: {
        refusals: [
          { path: ['racing', 'Total Wins'], value: 300 },
          { path: ['laff', 'current'], value: 9_999 },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ confirmed: 0 });
    expect(refusalLogs(logLines)).toEqual([]);
  });

  it('names the signed-in reporter in the log line', async () => {
    const { app, logLines } = createTestApp(database);
    const response = await jsonRequest(app, 'POST', PATH, {
      token: 'user:player',
      body: { refusals: [{ path: ['golf', 'Foo'], value: 1 }] },
    });
    expect(response.status).toBe(200);
    expect(refusalLogs(logLines)).toEqual([expect.objectContaining({ user: 'player' })]);
  });

  it.each([
    ['an empty list', { refusals: [] }, 'body.refusals'],
    [
      'more than 50 values',
      { refusals: Array.from({ length: 51 }, () => ({ path: ['golf', 'Foo'], value: 1 })) },
      'body.refusals',
    ],
    ['a long key', { refusals: [{ path: ['golf', 'x'.repeat(101)], value: 1 }] }, 'body.refusals.0.path.1'],
    [
      'a value of another type',
      { refusals: [{ path: ['golf', 'Foo'], value: { a: 1 } }] },
      'body.refusals.0.value',
    ],
    [
      'an unknown field',
      { refusals: [{ path: ['golf', 'Foo'], value: 1, rule: 'mine' }] },
      'body.refusals.0',
    ],
  ])('answers 400 naming the field for %s, and logs nothing', async (_label, body, path) => {
    const { app, logLines } = createTestApp(database);
    const response = await jsonRequest(app, 'POST', PATH, { body });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; issues?: { path: string }[] } };
    expect(error.code).toBe('bad_request');
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
    expect(refusalLogs(logLines)).toEqual([]);
  });

  it('answers 400 for a body that is not JSON and 401 for a bad token', async () => {
    const { app } = createTestApp(database);
    expect((await jsonRequest(app, 'POST', PATH, { body: '{"refusals":' })).status).toBe(400);
    const badToken = await jsonRequest(app, 'POST', PATH, {
      token: 'not-a-token',
      body: { refusals: [{ path: ['golf', 'Foo'], value: 1 }] },
    });
    expect(badToken.status).toBe(401);
  });

  it('is rate limited like every other write: a signed-out address has its own budget', async () => {
    const { app } = createTestApp(database, {
      rateLimits: { writesPerMinute: 100, signupsPerHour: 100, refusedPerMinute: 2 },
    });
    const send = () =>
      jsonRequest(app, 'POST', PATH, { body: { refusals: [{ path: ['golf', 'Foo'], value: 1 }] } });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});
