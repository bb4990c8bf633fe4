import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { silentLogger } from '../logger.js';
import { fakeVerifier } from '../testing/fake-verifier.js';

const app = createApp({
  config: { bodyLimitBytes: 1024, corsOrigins: [] },
  database: { db: null as never, kind: 'pglite' },
  verifier: fakeVerifier,
  logger: silentLogger,
});

describe('GET /api/files', () => {
  it('serves a trinket and a web image as SVG with cache and safety headers', async () => {
    for (const path of ['/api/files/trinkets/pie-slice.svg', '/api/files/web/plush-bunny.svg']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toMatch(/^<svg /);
    }
  });

  it('is 404 JSON for a missing file and 400 for names outside the pattern', async () => {
    const missing = await app.request('/api/files/trinkets/nothing-here.svg');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
    for (const path of [
      '/api/files/trinkets/..%2F..%2Fpackage.json',
      '/api/files/trinkets/.hidden.svg',
      '/api/files/trinkets/pie-slice.exe',
      '/api/files/other/pie-slice.svg',
      '/api/files/web/Pie.SVG',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
    }
  });
});
