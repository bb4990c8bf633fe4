// Moderation of Top Toons. Reporting is open to registered players; everything under
// /api/moderation needs the moderator claim, read from the verified ID token (never from a body).
// Every write takes { reason } (shared-contracts ModerationReasonBodySchema) and is audit-logged.
//   POST /api/top-toons/:id/reports            { reason } → 201 ToonReport (403 account_required for
//                                              an anonymous player; 404 not a Top Toons entry;
//                                              409 already_reported / too_many_open_reports)
//   GET  /api/moderation/reports               → OpenReports (oldest first)
//   POST /api/moderation/reports/:id/dismiss   { reason } → 204 (404; 409 report_closed)
//   GET  /api/moderation/hidden                → HiddenEntries (toons and accounts hidden now)
//   POST /api/moderation/toons/:id/hide        { reason } → 204 (404; 409 already_hidden)
//   POST /api/moderation/toons/:id/unhide      { reason } → 204 (404; 409 not_hidden)
//   POST /api/moderation/accounts/:uid/hide    { reason } → 204 (404; 409 already_hidden)
//   POST /api/moderation/accounts/:uid/unhide  { reason } → 204 (404; 409 not_hidden)
//   GET  /api/moderation/log                   → AuditLog (newest first)
// A non-moderator gets 403 moderator_only. A hide or unhide drops this replica's Top Toons pages at
// once (other replicas follow within TOP_TOONS_FRESH_MS, as for any toon write).
import { Hono, type MiddlewareHandler } from 'hono';
import { ModerationReasonBodySchema } from 'shared-contracts/domain';
import { z } from 'zod';
import { requireAuth } from '../auth/middleware.js';
import type { AuthUser, TokenVerifier } from '../auth/user.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { parseJsonBody, parseParams } from '../http/validate.js';
import { readAuditLog } from '../moderation/audit-log.js';
import { hiddenEntries, setAccountHidden, setToonHidden } from '../moderation/hides.js';
import { dismissReport, openReports, reportToon } from '../moderation/reports.js';
import { registeredCaller } from '../store/registered.js';
import type { TopToonsCache } from '../toons/top-toons-cache.js';

const id = (what: string) =>
  z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, `Expected ${what} (letters, digits, "-" or "_")`);
const ToonParamsSchema = z.object({ id: id('a toon id') });
const AccountParamsSchema = z.object({ uid: id('an account id') });
const ReportParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, 'Expected a report number') });

export interface ModerationRouteDeps {
  database: Pick<DatabaseHandle, 'db'>;
  verifier: TokenVerifier;
  now: () => Date;
  /** Top Toons' page cache: a hide or unhide is a ranking write. */
  topToons: TopToonsCache;
}

function caller(user: AuthUser | null): AuthUser {
  if (!user) throw new HttpError(401, 'unauthenticated', 'Sign in to use this.');
  return user;
}

const moderatorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')?.isModerator) {
    throw new HttpError(403, 'moderator_only', 'Only moderators can use this.');
  }
  c.header('Cache-Control', 'private, no-store');
  await next();
};

export function moderationRoutes({ database, verifier, now, topToons }: ModerationRouteDeps): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();
  const auth = requireAuth(verifier);

  routes.post('/top-toons/:id/reports', auth, async (c) => {
    const reporter = registeredCaller(c.get('user'), 'report a Toon');
    const { id: toonId } = parseParams(c, ToonParamsSchema);
    const { reason } = await parseJsonBody(c, ModerationReasonBodySchema);
    const report = await reportToon(db, { toonId, reporterUid: reporter.uid, reason, at: now() });
    return c.json(report, 201);
  });

  routes.use('/moderation/*', auth, moderatorOnly);

  routes.get('/moderation/reports', async (c) => c.json({ reports: await openReports(db) }));

  routes.post('/moderation/reports/:id/dismiss', async (c) => {
    const { id: reportId } = parseParams(c, ReportParamsSchema);
    const { reason } = await parseJsonBody(c, ModerationReasonBodySchema);
    await dismissReport(db, { reportId, moderatorUid: caller(c.get('user')).uid, reason, at: now() });
    return c.body(null, 204);
  });

  routes.get('/moderation/hidden', async (c) => c.json(await hiddenEntries(db)));

  for (const hidden of [true, false]) {
    const verb = hidden ? 'hide' : 'unhide';
    routes.post(`/moderation/toons/:id/${verb}`, async (c) => {
      const { id: toonId } = parseParams(c, ToonParamsSchema);
      const { reason } = await parseJsonBody(c, ModerationReasonBodySchema);
      await setToonHidden(db, toonId, hidden, { moderatorUid: caller(c.get('user')).uid, reason, at: now() });
      topToons.noteWrite();
      return c.body(null, 204);
    });
    routes.post(`/moderation/accounts/:uid/${verb}`, async (c) => {
      const { uid } = parseParams(c, AccountParamsSchema);
      const { reason } = await parseJsonBody(c, ModerationReasonBodySchema);
      await setAccountHidden(db, uid, hidden, { moderatorUid: caller(c.get('user')).uid, reason, at: now() });
      topToons.noteWrite();
      return c.body(null, 204);
    });
  }

  routes.get('/moderation/log', async (c) => c.json({ entries: await readAuditLog(db) }));

  return routes;
}
