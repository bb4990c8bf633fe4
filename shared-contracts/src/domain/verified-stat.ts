import { z } from 'zod/mini';
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

/**
 * The verified-stat rule: the first sighting of a stat sets all four fields; a larger later value
 * moves `value` and `verifiedAt` on and keeps the rest; anything else (equal, smaller) returns
 * `existing` itself, so callers can detect "no change" by identity.
 */
export function mergeVerifiedStat(
  existing: VerifiedStat | undefined,
  observed: number,
  now: string,
): VerifiedStat {
  if (existing === undefined) {
    return { firstVerifiedAt: now, verifiedAt: now, originalValue: observed, value: observed };
  }
  if (observed > existing.value) return { ...existing, verifiedAt: now, value: observed };
  return existing;
}

/**
 * Applies {@link mergeVerifiedStat} to every observed stat. `changed` is false (and `map` is
 * `existing` itself) when no stat moved, so seeing the same observation twice writes nothing.
 */
export function mergeVerifiedMap(
  existing: VerifiedStatMap,
  observed: Record<string, number>,
  now: string,
): { map: VerifiedStatMap; changed: boolean } {
  let map: VerifiedStatMap = existing;
  for (const [key, value] of Object.entries(observed)) {
    // A parsed JSON body can carry an own "__proto__" key; assigning it would reach the prototype.
    if (!isSafeRecordKey(key)) continue;
    const current = Object.hasOwn(existing, key) ? existing[key] : undefined;
    const merged = mergeVerifiedStat(current, value, now);
    if (merged === current) continue;
    if (map === existing) map = { ...existing };
    map[key] = merged;
  }
  return { map, changed: map !== existing };
}
