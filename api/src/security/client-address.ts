// The address a request came from, for the per-address budgets (security/rate-limits.ts). The TCP
// peer comes from @hono/node-server's getConnInfo. X-Forwarded-For is believed for exactly as many
// hops as the operator says proxies sit in front of the api (TRUST_PROXY_HOPS), counted from the
// right: each trusted proxy appends the address it saw, so anything further left may be made up by
// the client. With TRUST_PROXY_SECRET set, only a request carrying it in X-Proxy-Secret (added by
// the site server, which drops a client's own) came through the proxies: any other is counted by
// its socket, so reaching the api directly buys no made-up address. `npm start` runs the api behind
// one such hop, the site server (site-server/api-proxy.mjs).
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Must match site-server/api-proxy.mjs PROXY_SECRET_HEADER. */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';
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

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared by digest in constant time: neither the length nor a prefix of the secret leaks. */
function cameThroughProxy(c: Context, secret: string | null): boolean {
  if (secret === null) return true;
  const sent = c.req.header(PROXY_SECRET_HEADER);
  return sent !== undefined && timingSafeEqual(digest(sent), digest(secret));
}

export function clientAddress(c: Context, trustProxyHops: number, proxySecret: string | null = null): string {
  const peer = peerAddress(c) ?? UNKNOWN;
  if (trustProxyHops <= 0 || !cameThroughProxy(c, proxySecret)) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // [client?, …, proxy n-1] + the peer (proxy n): step back one address per trusted proxy.
  const chain = [...forwarded, peer];
  // Bounded: the value is a map key, and a header can be kilobytes long.
  return (chain[Math.max(0, chain.length - 1 - trustProxyHops)] ?? peer).slice(0, MAX_ADDRESS_LENGTH);
}
