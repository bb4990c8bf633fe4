// Security headers on every api response, errors and 404s included. The api answers JSON (and a
// few images), never a page: nothing it sends may run script, load anything, be framed or be
// sniffed into another type, and no URL of ours leaks to another site as a referrer.
// A route that needs a looser policy (files.ts for SVG styles) sets its own CSP, which is kept.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.js';

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    // Nothing announces the framework to a scanner (Hono sets none; a future middleware might).
    c.res.headers.delete('X-Powered-By');
  };
}
