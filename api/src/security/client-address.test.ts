// Which address a request is counted as: the socket's, or the one the trusted proxy hops say.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

/** The address the app counts a request as, sent with `forwardedFor` from the socket `peer`. */
async function countedAs(
  trustProxyHops: number,
  peer: string | null,
  forwardedFor?: string,
  secrets: { expected: string; sent?: string } | null = null,
) {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustProxyHops, secrets?.expected ?? null)));
  const headers: Record<string, string> = {};
  if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor;
  if (secrets?.sent !== undefined) headers['x-proxy-secret'] = secrets.sent;
  // What @hono/node-server passes as the app's env: the socket the request came in on.
  const env = peer === null ? undefined : { incoming: { socket: { remoteAddress: peer } } };
  return (await app.request('/', { headers }, env)).text();
}

describe('clientAddress', () => {
  it('is the socket’s address when no proxy is trusted, whatever the headers say', async () => {
    expect(await countedAs(0, '192.0.2.7', '203.0.113.1')).toBe('192.0.2.7');
  });

  it('takes exactly the trusted hops from the right of X-Forwarded-For', async () => {
    // The site server appended 192.0.2.7 (its peer) to what the client wrote.
    expect(await countedAs(1, '127.0.0.1', '203.0.113.1, 192.0.2.7')).toBe('192.0.2.7');
    // A load balancer in front of it appended the client first: two hops.
    expect(await countedAs(2, '10.0.0.5', '203.0.113.1, 198.51.100.4, 192.0.2.7')).toBe('198.51.100.4');
  });

  it('is the socket’s address behind a trusted hop that forwarded no header (a direct request)', async () => {
    expect(await countedAs(1, '127.0.0.1')).toBe('127.0.0.1');
    expect(await countedAs(1, '127.0.0.1', ' , ')).toBe('127.0.0.1');
  });

  it('keeps a long forwarded entry to a bounded key', async () => {
    const long = 'x'.repeat(5000);
    expect(await countedAs(1, '127.0.0.1', long)).toBe('x'.repeat(64));
  });

  it('with a proxy secret, reads the chain only from a request that carries it', async () => {
    const expected = 'the-site-servers-secret';
    const chain = '203.0.113.1, 192.0.2.7';
    expect(await countedAs(1, '127.0.0.1', chain, { expected, sent: expected })).toBe('192.0.2.7');
    // Straight to the api's port: no secret, a wrong one or a longer one, and the socket counts.
    expect(await countedAs(1, '127.0.0.9', chain, { expected })).toBe('127.0.0.9');
    expect(await countedAs(1, '127.0.0.9', chain, { expected, sent: 'the-site-servers-secreT' })).toBe(
      '127.0.0.9',
    );
    expect(await countedAs(1, '127.0.0.9', chain, { expected, sent: `${expected}!` })).toBe('127.0.0.9');
  });

  it('is "unknown" without a socket (not served by @hono/node-server)', async () => {
    expect(await countedAs(0, null)).toBe('unknown');
  });
});
