// With REDIS_URL the shared budgets live in Redis: two apps on two separate databases (so nothing
// but Redis joins them, as for replicas) spend one budget. Needs a Redis server: TEST_REDIS_URL
// (CI starts one); skipped without it.
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  console.info(
    'rate-limits-redis.test.ts skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run it (CI does)',
  );
}

const databases: TestDatabase[] = [];
const clients: Redis[] = [];
beforeAll(async () => {
  if (!redisUrl) return;
  databases.push(await createTestDatabase(), await createTestDatabase());
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await Promise.all(databases.map((database) => database.destroy()));
});

/** An app with its own database and its own Redis connection, every key under a prefix of this run. */
function replica(database: TestDatabase, keyPrefix: string) {
  const redis = new Redis(redisUrl ?? '', { keyPrefix });
  clients.push(redis);
  const { app } = createTestApp(database, {
    rateLimits: { writesPerMinute: 2, signupsPerHour: 0, refusedPerMinute: 0 },
    rateLimitRedis: redis,
  });
  return (uid: string) =>
    app.request(
      '/api/toons',
      {
        method: 'POST',
        headers: { authorization: `Bearer user:${uid}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Purple Dog' }),
      },
      { incoming: { socket: { remoteAddress: '10.0.0.1' } } },
    );
}

describe.skipIf(!redisUrl)('rate limits kept in Redis', () => {
  it('is one budget for apps that share nothing but Redis, and none in the database', async () => {
    const [firstDb, secondDb] = databases as [TestDatabase, TestDatabase];
    const run = `trinket-test-${process.pid}-${Date.now()}:`;
    const first = replica(firstDb, run);
    const second = replica(secondDb, run);
    expect((await first('ada')).status).toBe(201);
    expect((await second('ada')).status).toBe(201);
    const refused = await first('ada');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await second('ada')).status).toBe(429);
    // Another user's budget is untouched.
    expect((await second('grace')).status).toBe(201);
    const stored = await sql<{ key: string }>`select key from rate_limits`.execute(firstDb.db);
    expect(stored.rows).toEqual([]);
  });
});
