import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';
import { isSafeRecordKey, MAX_COUNT, MAX_KEY_LENGTH, MAX_RECORD_ENTRIES } from './record-limits.js';

export { isSafeRecordKey, MAX_COUNT, MAX_KEY_LENGTH, MAX_RECORD_ENTRIES };

/**
 * Building blocks shared by the domain schemas. Bounds here are what the site accepts from
 * a client or a stored document; anything larger is refused rather than trusted.
 */

/** An ISO-8601 date-time string such as `2025-01-31T12:00:00.000Z` (an offset is allowed). */
export const IsoDateTimeSchema = lazySchema(() => z.iso.datetime({ offset: true }));
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;

/** A non-negative integer count, at most {@link MAX_COUNT}. */
export const CountSchema = lazySchema(() => z.number().check(z.int(), z.nonnegative(), z.lte(MAX_COUNT)));

/** A non-negative finite number (zod 4 numbers already refuse Infinity and NaN). */
export const NonNegativeNumberSchema = lazySchema(() => z.number().check(z.nonnegative()));

/**
 * A record key: 1–64 characters, no control characters, never one of the keys that would
 * touch an object's prototype (`__proto__`, `constructor`, `prototype`).
 */
export const RecordKeySchema = lazySchema(() =>
  z.string().check(
    z.minLength(1),
    z.maxLength(MAX_KEY_LENGTH),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    z.regex(/^[^\u0000-\u001f\u007f]+$/, 'Must not contain control characters'),
    z.refine(isSafeRecordKey, 'Reserved key'),
  ),
);

/** A record whose keys pass `key` and whose size is at most {@link MAX_RECORD_ENTRIES}. */
export function boundedRecord<K extends z.core.$ZodType<string>, V extends z.core.$ZodType>(
  key: K,
  value: V,
) {
  return z.record(key, value).check(
    z.refine((record) => Object.keys(record).length <= MAX_RECORD_ENTRIES, {
      message: `At most ${MAX_RECORD_ENTRIES} entries`,
    }),
  );
}
