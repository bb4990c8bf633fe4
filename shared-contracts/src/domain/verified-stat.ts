import { z } from 'zod';
import { IsoDateTimeSchema, isSafeRecordKey, NonNegativeNumberSchema } from './common.js';

/**
 * A stat value the site has verified against the game (through ToonLink).
 * `originalValue` is the value at first verification, `value` the latest verified value.
 */
export const VerifiedStatSchema = z.object({
  firstVerifiedAt: IsoDateTimeSchema,
  verifiedAt: IsoDateTimeSchema,
  originalValue: NonNegativeNumberSchema,
  value: NonNegativeNumberSchema,
});
export type VerifiedStat = z.infer<typeof VerifiedStatSchema>;

/** A key of a {@link VerifiedStatMap}: 1–160 characters (room for a `category:` prefix). */
export const VerifiedStatKeySchema = z.string().min(1).max(160).refine(isSafeRecordKey, 'Reserved key');

/** Verified stats by key (the key format belongs to the field holding the map). */
export const VerifiedStatMapSchema = z.record(VerifiedStatKeySchema, VerifiedStatSchema);
export type VerifiedStatMap = z.infer<typeof VerifiedStatMapSchema>;
