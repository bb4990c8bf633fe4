/**
 * Structural equality of JSON-like values (plain objects, arrays, primitives). Object key order
 * does not matter, so `{ a: 1, b: 2 }` equals `{ b: 2, a: 1 }`.
 */
export function jsonEqual(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => jsonEqual(item, right[index]));
  }
  const leftEntries = Object.entries(left).filter(([, value]) => value !== undefined);
  const rightRecord = right as Record<string, unknown>;
  const rightSize = Object.values(rightRecord).filter((value) => value !== undefined).length;
  if (leftEntries.length !== rightSize) return false;
  return leftEntries.every(
    ([key, value]) => Object.hasOwn(rightRecord, key) && jsonEqual(value, rightRecord[key]),
  );
}
