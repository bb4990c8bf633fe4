import { describe, expect, it } from 'vitest';
import { createHttpClient, HttpError, retryAfterSeconds } from './http-client.js';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');

  it.each([
    ['2760', 2760],
    [' 5 ', 5],
    ['Fri, 27 Nov 2026 12:46:00 GMT', 2760],
    ['Fri, 27 Nov 2026 11:00:00 GMT', 0],
    ['soon', null],
    ['-3', null],
    ['', null],
  ])('reads %j as %j', (header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });

  it('is null without the header', () => {
    expect(retryAfterSeconds(null, now)).toBeNull();
  });
});

describe('HttpError.retryAfterSeconds', () => {
  const refusing = (headers: Record<string, string>) =>
    createHttpClient({
      baseUrl: '/api',
      fetch: async () =>
        new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many accounts.' } }), {
          status: 429,
          headers: { 'content-type': 'application/json', ...headers },
        }),
    });

  it('carries the Retry-After of a refused request', async () => {
    const error = await refusing({ 'retry-after': '2760' })
      .put('/users/u', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 2760 });
  });

  it('is null when the server named no time', async () => {
    const error = await refusing({})
      .put('/users/u', {})
      .catch((e: unknown) => e);
    expect((error as HttpError).retryAfterSeconds).toBeNull();
  });
});
