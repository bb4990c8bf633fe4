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

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * True for a key every client-sent record accepts (what `RecordKeySchema` checks): 1–64
 * characters, no control characters, not a prototype key.
 */
export function isRecordKey(key: string): boolean {
  return (
    key.length >= 1 && key.length <= MAX_KEY_LENGTH && !CONTROL_CHARACTER.test(key) && isSafeRecordKey(key)
  );
}
