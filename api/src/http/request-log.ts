// One JSON log line per request, after the response is known. The path is logged without its
// query string, so nothing a client puts there (tokens, emails) ends up in logs.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.js';
import type { AppEnv } from './env.js';

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const fields = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId: c.get('requestId'),
    };
    if (status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  };
}
