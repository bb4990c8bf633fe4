// The verified-stat rule, without zod (the game rules bundled into remotes use it).
import { isSafeRecordKey } from './record-limits.js';
import type { VerifiedStat, VerifiedStatMap } from './verified-stat.js';

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
