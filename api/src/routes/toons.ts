// A user's toons. Reading a public toon is open; everything else is the owner's alone.
// A toon's last game snapshot (`snapshot`) is in its owner's answers only, and only
// POST /api/toons/links writes it (every other body refuses the field as unknown).
//   GET    /api/toons                      → { toons } the caller's own, with their snapshots
//   POST   /api/toons                      ToonInput → 201 Toon (409 over the cap)
//   GET    /api/toons/:id                  → Toon if public or the caller's (401/403 otherwise;
//                                          its snapshot for the owner alone)
//   PUT    /api/toons/:id                  ToonUpdate → Toon (no change: nothing written)
//   DELETE /api/toons/:id                  → 204 (a live link is the client's to refuse: see below)
//   POST   /api/toons/:id/verifications    ToonVerification → Toon (ToonLink's verified values)
//   POST   /api/toons/links                LinkedToonSave → { toon, created } (one ToonLink event:
//                                          the caller's toon for report.toonId, created if new,
//                                          gets the update, the verified values and the game's
//                                          snapshot in one transaction)
// Every number and key must be one the game can produce (shared-contracts/game-rules): else 400
// naming the field and the limit. A verified toon stays with its game toon: 409 otherwise.
import { Hono, type MiddlewareHandler } from 'hono';
import {
  LinkedToonSaveSchema,
  ToonInputSchema,
  ToonUpdateSchema,
  ToonVerificationSchema,
} from 'shared-contracts/domain';
import { applyToonUpdate, applyVerification } from 'trinket-game/rules';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '../auth/middleware.js';
import type { AuthUser, TokenVerifier } from '../auth/user.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { parseJsonBody, parseParams } from '../http/validate.js';
import { changeOwnToon } from '../toons/change-toon.js';
import { createToon } from '../toons/create-toon.js';
import {
  linkedElsewhere,
  requireConsistent,
  requireFieldsFollowRules,
  requireReportFollowsRules,
  requireStorableSize,
  toonIdLocked,
} from '../toons/game-rules.js';
import { claimGameToon, releaseUnusedClaim, requireNotClaimedByOthers } from '../toons/game-toon-claims.js';
import { snapshotToKeep } from '../toons/linked-snapshot.js';
import { requireFound, requireOwner, requireReadable } from '../toons/ownership.js';
import { saveLinkedToon } from '../toons/save-linked-toon.js';
import { asOwnToon, asToon, deleteToon, findToon, listUserToons } from '../toons/toon-repository.js';
import { admitUser } from '../users/admit-user.js';

const ToonIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'Expected a toon id (letters, digits, "-" or "_")'),
});

export interface ToonRouteDeps {
  database: Pick<DatabaseHandle, 'db'>;
  verifier: TokenVerifier;
  /** The server's clock (injected so tests can step time). */
  now: () => Date;
}

function signedIn(caller: AuthUser | null): AuthUser {
  if (!caller) throw new HttpError(401, 'unauthenticated', 'Sign in to use this.');
  return caller;
}

export function toonRoutes({ database, verifier, now }: ToonRouteDeps): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();
  const auth = requireAuth(verifier);
  const isoNow = () => now().toISOString();

  // Toons are personal data: never kept by a shared cache, even public ones (they change often).
  const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    await next();
  };
  routes.use('/toons', noStore);
  routes.use('/toons/*', noStore);

  routes.get('/toons', auth, async (c) => {
    const caller = signedIn(c.get('user'));
    const toons = await listUserToons(db, caller.uid);
    return c.json({ toons: toons.map(asOwnToon) });
  });

  routes.post('/toons', auth, async (c) => {
    const caller = signedIn(c.get('user'));
    const input = await parseJsonBody(c, ToonInputSchema);
    requireFieldsFollowRules(input);
    requireConsistent(input, isoNow());
    await requireNotClaimedByOthers(db, caller, input.toonId);
    // A first toon makes the caller's user row: it spends a sign-up as PUT /api/users/:uid does.
    const toon = await createToon(db, await admitUser(c, db, caller), input, isoNow());
    c.header('Location', `/api/toons/${toon.id}`);
    return c.json(asToon(toon), 201);
  });

  routes.get('/toons/:id', optionalAuth(verifier), async (c) => {
    const { id } = parseParams(c, ToonIdParamsSchema);
    const caller = c.get('user');
    const toon = requireReadable(caller, requireFound(await findToon(db, id)));
    return c.json(toon.document.user === caller?.uid ? asOwnToon(toon) : asToon(toon));
  });

  routes.put('/toons/:id', auth, async (c) => {
    const caller = signedIn(c.get('user'));
    const { id } = parseParams(c, ToonIdParamsSchema);
    const update = await parseJsonBody(c, ToonUpdateSchema);
    requireFieldsFollowRules(update);
    await requireNotClaimedByOthers(db, caller, update.toonId);
    const now = isoNow();
    const toon = await changeOwnToon(db, caller, id, (document) => {
      const outcome = applyToonUpdate(document, update, now);
      if (outcome.kind === 'toon-id-locked') throw toonIdLocked(outcome.toonId);
      if (!outcome.changed) return null;
      requireConsistent(outcome.document, now, document);
      return requireStorableSize(outcome.document);
    });
    return c.json(asOwnToon(toon));
  });

  routes.delete('/toons/:id', auth, async (c) => {
    const caller = signedIn(c.get('user'));
    const { id } = parseParams(c, ToonIdParamsSchema);
    // "Linked" means a ToonLink socket is open in the owner's browser right now, which only that
    // browser knows; a stored toonId just says the toon was linked once, so it does not block this.
    await db.transaction().execute(async (trx) => {
      const toon = requireOwner(caller, requireFound(await findToon(trx, id, { lock: true })));
      await deleteToon(trx, id);
      await releaseUnusedClaim(trx, caller.uid, toon.document.toonId);
    });
    return c.body(null, 204);
  });

  routes.post('/toons/:id/verifications', auth, async (c) => {
    const caller = signedIn(c.get('user'));
    const { id } = parseParams(c, ToonIdParamsSchema);
    const report = await parseJsonBody(c, ToonVerificationSchema);
    requireReportFollowsRules(report);
    const now = isoNow();
    const toon = await changeOwnToon(
      db,
      caller,
      id,
      (document) => {
        const outcome = applyVerification(document, report, now);
        if (outcome.kind === 'linked-elsewhere') throw linkedElsewhere(outcome.toonId, report.toonId);
        if (!outcome.changed) return null;
        requireConsistent(outcome.document, now, document);
        return requireStorableSize(outcome.document);
      },
      // The first verified link claims the game toon for the account (409 when another holds it).
      (trx) => claimGameToon(trx, caller, report.toonId, now),
    );
    return c.json(asOwnToon(toon));
  });

  routes.post('/toons/links', auth, async (c) => {
    const caller = signedIn(c.get('user'));
    const save = await parseJsonBody(c, LinkedToonSaveSchema);
    if (save.update) requireFieldsFollowRules(save.update, 'body.update');
    requireReportFollowsRules(save.report, 'body.report');
    const now = isoNow();
    const snapshot = save.snapshot ? snapshotToKeep(save.snapshot, save.report.toonId, now) : null;
    const { toon, created } = await saveLinkedToon(db, await admitUser(c, db, caller), save, snapshot, now);
    if (created) c.header('Location', `/api/toons/${toon.id}`);
    return c.json({ toon: asOwnToon(toon), created }, created ? 201 : 200);
  });

  return routes;
}
