// What the site's game rules refused from a real game's read, for the operators: the browser
// reports the values ToonLink left out of a save, and each is checked again here with the same
// shared screen (shared-contracts game-rules, confirmRefusals) before it is logged with its rule.
// A value the rules accept, or a path that is not in a game read, is not logged.
//   POST /api/toonlink/refusals   RefusalReport → { confirmed } (how many were logged)
// Open to signed-out visitors: most players try ToonLink before they sign up, and their games
// break the same limits. A token that is sent must be valid (401 otherwise). Nothing is stored;
// the body is bounded (50 values, short text) and, like every write, rate limited (per account,
// or per address without a sign-in).
import { Hono } from 'hono';
import { RefusalReportSchema } from 'shared-contracts/domain';
import { confirmRefusals } from 'trinket-game/rules';
import { optionalAuth } from '../auth/middleware.js';
import type { TokenVerifier } from '../auth/user.js';
import type { AppEnv } from '../http/env.js';
import { parseJsonBody } from '../http/validate.js';
import type { Logger } from '../logger.js';

export interface ToonLinkRouteDeps {
  verifier: TokenVerifier;
  logger: Logger;
}

export function toonLinkRoutes({ verifier, logger }: ToonLinkRouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/toonlink/refusals', optionalAuth(verifier), async (c) => {
    const report = await parseJsonBody(c, RefusalReportSchema);
    const confirmed = confirmRefusals(report.refusals);
    const user = c.get('user')?.uid ?? null;
    for (const refusal of confirmed) {
      logger.warn('game value refused by the site rules', {
        path: refusal.path,
        value: refusal.value,
        rule: refusal.rule,
        user,
      });
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ confirmed: confirmed.length });
  });

  return routes;
}
