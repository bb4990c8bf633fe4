// The remotes' status for operators (issue 34; the shell's /status/remotes page reads it).
//   GET /api/releases/status → 200 ReleaseStatus: per remote, live and canary versions, contract
//   range, release times, each version's figures over the last hour, the last 20 release events.
// Operators only, as the release switches: RELEASE_TOKEN or a signed-in moderator; 401 or 403
// (operator_only) for anyone else. Never cached: an operator watching a canary wants it now.
import { Hono } from 'hono';
import type { TokenVerifier } from '../auth/user.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AppEnv } from '../http/env.js';
import { operatorOf } from '../releases/operator.js';
import { releaseStatus } from '../telemetry/release-status.js';

export interface ReleaseStatusRouteDeps {
  database: Pick<DatabaseHandle, 'db'>;
  verifier: TokenVerifier;
  now: () => Date;
  releaseToken: string | null;
}

export function releaseStatusRoutes({ database, verifier, now, releaseToken }: ReleaseStatusRouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/releases/status', async (c) => {
    await operatorOf(c, verifier, releaseToken);
    c.header('Cache-Control', 'no-store, private');
    return c.json(await releaseStatus(database.db, now()));
  });
  return routes;
}
