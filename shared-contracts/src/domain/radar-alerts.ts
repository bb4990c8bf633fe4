import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';

export const DEFAULT_RADAR_ALERTS = Object.freeze({ cog: '', enabled: false });

/**
 * The Cog Radar's notification choice: which Cog to watch for and whether notifications were on.
 * A field of the wrong type falls back to its default, and anything that is not an object gives the
 * defaults, so a corrupt entry never breaks the page. Cog names are short; a long one is refused.
 */
export const RadarAlertsSchema = lazySchema(() =>
  z.catch(
    z.object({
      cog: z.catch(z.string().check(z.trim(), z.maxLength(60)), DEFAULT_RADAR_ALERTS.cog),
      enabled: z.catch(z.boolean(), DEFAULT_RADAR_ALERTS.enabled),
    }),
    () => ({ ...DEFAULT_RADAR_ALERTS }),
  ),
);
export type RadarAlerts = z.infer<typeof RadarAlertsSchema>;

/** That choice; anything unreadable is "off". */
export const TaskInvasionAlertsSchema = lazySchema(() =>
  z.catch(z.object({ enabled: z.catch(z.boolean(), false) }), () => ({ enabled: false })),
);
export type TaskInvasionAlerts = z.infer<typeof TaskInvasionAlertsSchema>;
