import * as z from 'shared-contracts/zod';
import { IsoDateTimeSchema, isSafeRecordKey, NonNegativeNumberSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';

/**
 * A stat value the site has verified against the game (through ToonLink).
 * `originalValue` is the value at first verification, `value` the latest verified value.
 */
export const VerifiedStatSchema = lazySchema(() =>
  z.object({
    firstVerifiedAt: IsoDateTimeSchema,
    verifiedAt: IsoDateTimeSchema,
    originalValue: NonNegativeNumberSchema,
    value: NonNegativeNumberSchema,
  }),
);
export type VerifiedStat = z.infer<typeof VerifiedStatSchema>;

/** A key of a {@link VerifiedStatMap}: 1–160 characters (room for a `category:` prefix). */
export const VerifiedStatKeySchema = lazySchema(() =>
  z.string().check(z.minLength(1), z.maxLength(160), z.refine(isSafeRecordKey, 'Reserved key')),
);

/** Verified stats by key (the key format belongs to the field holding the map). */
export const VerifiedStatMapSchema = lazySchema(() => z.record(VerifiedStatKeySchema, VerifiedStatSchema));
export type VerifiedStatMap = z.infer<typeof VerifiedStatMapSchema>;

export { mergeVerifiedMap, mergeVerifiedStat } from './verified-merge.js';
