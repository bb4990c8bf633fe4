import * as z from 'shared-contracts/zod';

export type StoredRead<T> =
  | { status: 'ok'; value: T }
  | { status: 'missing'; value: T }
  | { status: 'corrupt'; value: T; problem: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings.
    return null;
  }
}

/**
 * Reads a JSON value from localStorage through a schema. Corrupt or foreign data yields the
 * fallback plus a problem description: never a crash, and the stored data is left as it was.
 */
export function readStored<S extends z.core.$ZodType>(
  key: string,
  schema: S,
  fallback: z.output<S>,
): StoredRead<z.output<S>> {
  const raw = storage()?.getItem(key) ?? null;
  if (raw === null) return { status: 'missing', value: fallback };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { status: 'corrupt', value: fallback, problem: `${key} is not valid JSON` };
  }
  const result = z.safeParse(schema, parsed);
  if (!result.success) {
    return { status: 'corrupt', value: fallback, problem: `${key} has unexpected content` };
  }
  return { status: 'ok', value: result.data };
}

export function writeStored(key: string, value: unknown): boolean {
  try {
    storage()?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  storage()?.removeItem(key);
}
