// The address a request came from, for rate limits. By default the TCP peer (from
// @hono/node-server's `incoming` binding); X-Forwarded-For is believed only for as many hops as the
// operator says proxies sit in front of the api (TRUST_PROXY_HOPS), counted from the right: each
// trusted proxy appends the address it saw, so anything further left may be made up by the client.
import type { Context } from 'hono';

const UNKNOWN = 'unknown';
/** The longest IPv6 text form (with an IPv4 tail) is 45 characters. */
const MAX_ADDRESS_LENGTH = 64;

function socketAddress(c: Context): string | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  const { incoming } = env as { incoming?: { socket?: { remoteAddress?: unknown } } };
  const address = incoming?.socket?.remoteAddress;
  return typeof address === 'string' && address !== '' ? address : undefined;
}

export function clientAddress(c: Context, trustProxyHops: number): string {
  const peer = socketAddress(c) ?? UNKNOWN;
  if (trustProxyHops <= 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // [client?, …, proxy n-1] + the peer (proxy n): step back one address per trusted proxy.
  const chain = [...forwarded, peer];
  // Bounded: the value is a map key, and a header can be kilobytes long.
  return (chain[Math.max(0, chain.length - 1 - trustProxyHops)] ?? peer).slice(0, MAX_ADDRESS_LENGTH);
}
