import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';

/** The game website's parade (Cavalcade) status, as proxied by the api. */
export const CavalcadeResponseSchema = lazySchema(() =>
  z.object({
    paradeStatus: z.string(),
  }),
);
export type CavalcadeResponse = z.infer<typeof CavalcadeResponseSchema>;

export const PARADE_STATUSES = ['in-transit', 'active', 'unknown'] as const;
export type ParadeStatus = (typeof PARADE_STATUSES)[number];

/** `'in-transit'` or `'active'` as given; anything else (other strings, non-strings) is `'unknown'`. */
export function parseParadeStatus(status: unknown): ParadeStatus {
  return status === 'in-transit' || status === 'active' ? status : 'unknown';
}
