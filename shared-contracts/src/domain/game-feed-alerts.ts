import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';

export const DEFAULT_GAME_FEED_ALERTS = Object.freeze({ enabled: false, lastNoteId: null });

/**
 * The news pages' notification choice (mfe-tools): whether notifications about the game's status and
 * release notes are on, and the newest release note told about (null before any). Read from browser
 * storage: a field of the wrong type falls back to "off" or "none seen", and anything that is not an
 * object gives the defaults, so a corrupt entry never breaks the page.
 */
export const GameFeedAlertsSchema = lazySchema(() =>
  z.catch(
    z.object({
      enabled: z.catch(z.boolean(), DEFAULT_GAME_FEED_ALERTS.enabled),
      lastNoteId: z.catch(
        z.nullable(z.number().check(z.int(), z.positive())),
        DEFAULT_GAME_FEED_ALERTS.lastNoteId,
      ),
    }),
    () => ({ ...DEFAULT_GAME_FEED_ALERTS }),
  ),
);
export type GameFeedAlerts = z.infer<typeof GameFeedAlertsSchema>;
