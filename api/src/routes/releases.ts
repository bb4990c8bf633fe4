// Remote releases (issue 34). Reading what is live is public (the site's server reads it to serve
// each visitor's config.json); every switch needs an operator: RELEASE_TOKEN or a moderator.
//   GET  /api/releases/live                   → 200 LiveReleases (ETag; If-None-Match → 304)
//   POST /api/releases/:remote/versions       { version, manifestUrl } → 201 (recorded) | 200 (the
//        same already was); 400 origin_not_allowed; 404 unknown_remote; 409 version_exists;
//        422 manifest_unreachable / manifest_invalid / routes_invalid / contract_incompatible
//   POST /api/releases/:remote/promote        { version, manifestUrl? } → 200 RemoteChannelState;
//        404 unknown_version; 409 already_live / path_conflict; and the checks above
//   POST /api/releases/:remote/rollback       { reason? } → 200; 409 no_previous_version
//   POST /api/releases/:remote/canary         { version, percent, manifestUrl? } → 200; as promote
//   POST /api/releases/:remote/canary/end     { reason? } → 200; 409 no_canary
// Callers who are not operators get 401 (no or a bad token) or 403 operator_only.
import { type Context, Hono } from 'hono';
import {
  CanaryBodySchema,
  PromoteBodySchema,
  RegisterReleaseBodySchema,
  ReleaseReasonBodySchema,
} from 'shared-contracts/domain';
import { z } from 'zod';
import type { TokenVerifier } from '../auth/user.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AppEnv } from '../http/env.js';
import { parseJsonBody, parseParams } from '../http/validate.js';
import { readLiveReleases } from '../releases/channels.js';
import { liveCache } from '../releases/live-cache.js';
import { operatorOf } from '../releases/operator.js';
import { releaseService } from '../releases/release-service.js';
import type { RemoteOrigins } from '../releases/remote-origins.js';

const RemoteParamsSchema = z.object({
  remote: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'Expected a remote name (a-z, 0-9, -)'),
});

export interface ReleaseRouteDeps {
  database: Pick<DatabaseHandle, 'db'>;
  verifier: TokenVerifier;
  now: () => Date;
  /** RELEASE_TOKEN; null: only moderators may switch. */
  releaseToken: string | null;
  /** REMOTE_ORIGINS: each remote's base URL, the only place its manifests are fetched from. */
  remoteOrigins: RemoteOrigins;
  /** How long a remote's file may take to answer a check. */
  fetchTimeoutMs: number;
}

export function releaseRoutes({
  database,
  verifier,
  now,
  releaseToken,
  remoteOrigins,
  fetchTimeoutMs,
}: ReleaseRouteDeps): Hono<AppEnv> {
  const { db } = database;
  const live = liveCache(() => readLiveReleases(db));
  const releases = releaseService({ db, origins: remoteOrigins, fetchTimeoutMs, onSwitch: live.drop });
  const routes = new Hono<AppEnv>();

  routes.get('/releases/live', async (c) => {
    const answer = await live.get();
    c.header('ETag', answer.etag);
    c.header('Cache-Control', 'no-cache');
    if (c.req.header('if-none-match') === answer.etag) return c.body(null, 304);
    return c.body(answer.body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });

  /** The operator (checked before anything the request carries is read) and the remote it names. */
  async function operation(c: Context<AppEnv>) {
    const actor = await operatorOf(c, verifier, releaseToken);
    c.header('Cache-Control', 'private, no-store');
    const { remote } = parseParams(c, RemoteParamsSchema);
    releases.knownRemote(remote);
    return { remote, actor, at: now() };
  }

  routes.post('/releases/:remote/versions', async (c) => {
    const op = await operation(c);
    const { version, manifestUrl } = await parseJsonBody(c, RegisterReleaseBodySchema);
    const created = await releases.register(op, version, manifestUrl);
    return c.json({ remote: op.remote, version, manifestUrl }, created ? 201 : 200);
  });

  routes.post('/releases/:remote/promote', async (c) => {
    const op = await operation(c);
    const { version, manifestUrl } = await parseJsonBody(c, PromoteBodySchema);
    return c.json(await releases.promote(op, version, manifestUrl));
  });

  routes.post('/releases/:remote/rollback', async (c) => {
    const op = await operation(c);
    const { reason } = await parseJsonBody(c, ReleaseReasonBodySchema);
    return c.json(await releases.rollBack(op, reason));
  });

  routes.post('/releases/:remote/canary', async (c) => {
    const op = await operation(c);
    const { version, percent, manifestUrl } = await parseJsonBody(c, CanaryBodySchema);
    return c.json(await releases.canary(op, version, percent, manifestUrl));
  });

  routes.post('/releases/:remote/canary/end', async (c) => {
    const op = await operation(c);
    const { reason } = await parseJsonBody(c, ReleaseReasonBodySchema);
    return c.json(await releases.endCanary(op, reason));
  });

  return routes;
}
