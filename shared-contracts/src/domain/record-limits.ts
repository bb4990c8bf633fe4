// Bounds and key rules of every client-sent record, without zod: the game rules (bundled into each
// remote that uses them) read these, and should not bring the schema library along.

/** Largest count a client may send for any tallied stat (SOS cards, wins, buckets...). */
export const MAX_COUNT = 1_000_000;
/** Longest key accepted in any client-sent record (stat names, locations, SOS toon names). */
export const MAX_KEY_LENGTH = 64;
/** Most entries accepted in any client-sent record. */
export const MAX_RECORD_ENTRIES = 200;

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** False for keys that would reach an object's prototype when assigned (`__proto__` and friends). */
export function isSafeRecordKey(key: string): boolean {
  return !FORBIDDEN_KEYS.has(key);
}
