import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MakeshipResponseSchema } from 'shared-contracts/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { silentLogger } from '../logger.js';
import { createMakeshipFeed } from '../makeship/makeship-feed.js';
import { fakeVerifier } from '../testing/fake-verifier.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'makeship-route-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Makeship needs no database.
const noDatabase = { db: null as never, kind: 'pglite' as const };

function appReading(file: string) {
  return createApp({
    config: { bodyLimitBytes: 1024, corsOrigins: ['http://localhost:3000'] },
    database: noDatabase,
    verifier: fakeVerifier,
    logger: silentLogger,
    version: 'test',
    makeship: createMakeshipFeed({ source: file, cacheSeconds: 0, logger: silentLogger }),
  });
}

describe('GET /api/makeship', () => {
  it('answers the campaigns of a file source in the shared shape, revalidated on every poll', async () => {
    const file = path.join(dir, 'good.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          title: 'File Plush',
          image: 'https://images.example/plush.png',
          url: 'https://makeship.example/p',
          quantity: 3,
          raised: 90,
          endedAt: '2030-01-01T00:00:00Z',
        },
      ]),
    );
    const response = await appReading(file).request('/api/makeship');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = MakeshipResponseSchema.parse(await response.json());
    expect(body.campaigns.map((campaign) => campaign.title)).toEqual(['File Plush']);
    expect(body.isSample).toBe(false);
  });

  it('is 503 JSON with a reason when the source never answered well', async () => {
    const file = path.join(dir, 'broken.json');
    writeFileSync(file, '{ not json');
    const response = await appReading(file).request('/api/makeship');
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe('makeship_unavailable');
  });

  it('serves the shipped sample by default, marked as sample', async () => {
    const app = createApp({
      config: { bodyLimitBytes: 1024, corsOrigins: [] },
      database: noDatabase,
      verifier: fakeVerifier,
      logger: silentLogger,
    });
    const body = MakeshipResponseSchema.parse(await (await app.request('/api/makeship')).json());
    expect(body.isSample).toBe(true);
    expect(body.campaigns.length).toBeGreaterThan(0);
  });
});
