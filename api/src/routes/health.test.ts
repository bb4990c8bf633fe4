import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

describe('GET /api/health', () => {
  it('answers ok after a round trip to the database', async () => {
    const { app } = createTestApp(database);
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      uptimeSeconds: 0,
      version: '0.0.0-test',
    });
  });

  it('answers HEAD too', async () => {
    const { app } = createTestApp(database);
    const response = await app.request('/api/health', { method: 'HEAD' });
    expect(response.status).toBe(200);
  });

  it('answers 503 JSON when the database is closed', async () => {
    const closed = await createTestDatabase({ migrate: false });
    await closed.destroy();
    const { app, logLines } = createTestApp(closed);
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'database_unavailable', message: 'The database is not answering.' },
    });
    expect(logLines.some((line) => line.msg === 'health check: database unavailable')).toBe(true);
  });
});
