// Telemetry from players' browsers (issue 34): the shell's beacons, counted per minute and remote
// version; after counting, a canary that fails too often is rolled back (telemetry/canary-watch.ts).
//   POST /api/telemetry   TelemetryBatch → 202 { counted, dropped }
// Open to everyone and never signed in (navigator.sendBeacon sends no token); each address has a
// budget of its own (security/rate-limits.ts). The body is JSON sent as application/json or as
// text/plain (what sendBeacon sends for a string, which needs no CORS preflight), at most 4 kB, and
// strict: an unknown field anywhere (a user id, a URL) refuses the whole batch with 400. Nothing
// the browser says about time is read: the minute is the api's.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_TELEMETRY_BODY_BYTES, TelemetryBatchSchema } from 'shared-contracts/domain';
import type { CanaryRule } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { parseBodyValue } from '../http/validate.js';
import { describeError, type Logger } from '../logger.js';
import { watchCanaries } from '../telemetry/canary-watch.js';
import { telemetryPruner } from '../telemetry/prune-telemetry.js';
import { recordTelemetry } from '../telemetry/record-telemetry.js';

export interface TelemetryRouteDeps {
  database: Pick<DatabaseHandle, 'db'>;
  logger: Logger;
  now: () => Date;
  canary: CanaryRule;
}

const BEACON_MEDIA_TYPE = /^(application\/json|text\/plain)$/i;

function readBeacon(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The report is not valid JSON.');
  }
}

export function telemetryRoutes({ database, logger, now, canary }: TelemetryRouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db } = database;
  const prune = telemetryPruner(db);

  routes.post(
    '/telemetry',
    bodyLimit({
      maxSize: MAX_TELEMETRY_BODY_BYTES,
      onError: () => {
        throw new HttpError(
          413,
          'payload_too_large',
          `A report is at most ${MAX_TELEMETRY_BODY_BYTES} bytes.`,
        );
      },
    }),
    async (c) => {
      const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
      if (!BEACON_MEDIA_TYPE.test(mediaType)) {
        throw new HttpError(
          415,
          'unsupported_media_type',
          'A report is JSON, sent as application/json or text/plain.',
        );
      }
      const batch = parseBodyValue(TelemetryBatchSchema, await readBeacon(await c.req.text()));
      const at = now();
      const outcome = await recordTelemetry(db, batch.events, at);
      try {
        for (const ended of await watchCanaries(db, outcome.loadedRemotes, canary, at)) {
          logger.warn('canary rolled back by itself', { ...ended });
        }
      } catch (error) {
        // The report is counted; the next one judges the canary again.
        logger.error('canary check failed', describeError(error));
      }
      await prune(at).catch((error: unknown) => logger.error('telemetry prune failed', describeError(error)));
      c.header('Cache-Control', 'no-store');
      return c.json({ counted: outcome.counted, dropped: outcome.dropped }, 202);
    },
  );

  return routes;
}
