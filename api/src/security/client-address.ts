// The address a request came from, for the per-address budgets (security/rate-limits.ts). The TCP
// peer comes from @hono/node-server's getConnInfo. X-Forwarded-For is believed for exactly as many
// hops as the operator says proxies sit in front of the api (TRUST_PROXY_HOPS), counted from the
// right: each trusted proxy appends the address it saw, so anything further left may be made up by
// the client. `npm start` runs the api behind one such hop, the site server (scripts/site.mjs).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const UNKNOWN = 'unknown';
/** The longest IPv6 text form (with an IPv4 tail) is 45 characters. */
const MAX_ADDRESS_LENGTH = 64;

function peerAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address === undefined || address === '' ? undefined : address;
  } catch {
    // Not served by @hono/node-server (app.request in a test without its bindings): no socket.
    return undefined;
  }
}

export function clientAddress(c: Context, trustProxyHops: number): string {
  const peer = peerAddress(c) ?? UNKNOWN;
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
