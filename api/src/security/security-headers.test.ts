// Every api response carries the security headers: successes, errors of every kind, 404s outside
// /api and CORS preflights; CORS itself keeps working.
import { describe, expect, it } from 'vitest';
import { noDatabase } from '../testing/no-database.js';
import { createTestApp } from '../testing/test-app.js';

function buildApp() {
  const { app } = createTestApp(noDatabase, {
    bodyLimitBytes: 64,
    corsOrigins: ['http://localhost:3000'],
    rateLimits: { writesPerMinute: 1, signupsPerHour: 0, refusedPerMinute: 1 },
  });
  app.get('/api/boom', () => {
    throw new Error('boom');
  });
  return app;
}
const app = buildApp();

function expectSecurityHeaders(response: Response, label: string) {
  expect(response.headers.get('content-security-policy'), label).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), label).toBe('DENY');
  expect(response.headers.get('referrer-policy'), label).toBe('no-referrer');
  expect(response.headers.get('x-powered-by'), label).toBeNull();
}

describe('security headers', () => {
  it.each([
    ['200', '/api/health', {}, 200],
    ['404 in /api', '/api/nope', {}, 404],
    ['404 outside /api', '/nope', {}, 404],
    ['405', '/api/health', { method: 'DELETE' }, 405],
    ['401', '/api/me', {}, 401],
    ['400', '/api/top-toons?page=-1', {}, 400],
    ['500', '/api/boom', {}, 500],
    [
      '413',
      '/api/toons',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer user:alice' },
        body: JSON.stringify({ name: 'x'.repeat(100) }),
      },
      413,
    ],
  ] as const)('on a %s', async (label, path, init, status) => {
    const response = await app.request(path, init);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expectSecurityHeaders(response, label);
  });

  it('on a 429', async () => {
    const limited = buildApp();
    const post = () => limited.request('/api/toons', { method: 'POST' });
    await post();
    const response = await post();
    expect(response.status).toBe(429);
    expectSecurityHeaders(response, '429');
  });

  it('keeps CORS working: preflight and actual responses carry both', async () => {
    const preflight = await app.request('/api/toons', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expectSecurityHeaders(preflight, 'preflight');

    const response = await app.request('/api/health', { headers: { origin: 'http://localhost:3000' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expectSecurityHeaders(response, 'cors GET');
  });

  it('keeps the image route’s own policy, which still forbids framing', async () => {
    const response = await app.request('/api/files/web/plush-cat.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
