// Structural equality for JSON-shaped values (a request body, a jsonb column, a toon kept in the
// browser): key order does not matter, array order does, and a key holding undefined counts as
// absent, as it would once written as JSON.
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index]));
  }
  const aEntries = Object.entries(a).filter(([, value]) => value !== undefined);
  const bRecord = b as Record<string, unknown>;
  const bSize = Object.values(bRecord).filter((value) => value !== undefined).length;
  if (aEntries.length !== bSize) return false;
  return aEntries.every(([key, value]) => Object.hasOwn(bRecord, key) && sameJson(value, bRecord[key]));
}
