// The game's answers are mostly collections of entries (districts, field offices, doodles). One
// entry in a shape we do not know must not cost visitors all the others: the answer is checked
// whole as usual, and when every problem lies inside a collection's entry, those entries are
// dropped and reported and the rest is checked again. A problem anywhere else (the answer's frame,
// `lastUpdated`, a whole collection of the wrong type) still refuses the answer, and so does a
// collection none of whose entries is good: that is an answer of another shape, not one bad entry.
import { z } from 'zod';

/** A path to one entry of a collection: `*` stands for any key or index. */
export type EntryPattern = readonly string[];

export interface SkippedEntry {
  /** Dotted path of the entry, e.g. `fieldOffices.3100`. */
  where: string;
  reason: string;
}

export type CheckResult<T> =
  | { success: true; data: T; skipped: SkippedEntry[] }
  | { success: false; issue: string; skipped: SkippedEntry[] };

/** Each round drops every entry the last check blamed; nested collections need a round per level. */
const MAX_ROUNDS = 4;

function matches(pattern: EntryPattern, path: readonly PropertyKey[]): boolean {
  return (
    pattern.length <= path.length &&
    pattern.every((part, index) => part === '*' || part === String(path[index]))
  );
}

/** The smallest entry (longest pattern) the issue at `path` lies in, or null. */
function entryOf(patterns: readonly EntryPattern[], path: readonly PropertyKey[]): PropertyKey[] | null {
  let best: EntryPattern | null = null;
  for (const pattern of patterns) {
    if (matches(pattern, path) && (!best || pattern.length > best.length)) best = pattern;
  }
  return best ? path.slice(0, best.length) : null;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`;
}

function at(body: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key as string];
  }
  return value;
}

function entryCount(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return typeof value === 'object' && value !== null ? Object.keys(value).length : 0;
}

/** The outermost collections (`fieldOffices`, or the answer itself for doodles) and their sizes. */
function outerCollections(
  body: unknown,
  entries: readonly EntryPattern[],
): { path: string[]; size: number }[] {
  return entries
    .map((pattern) => pattern.slice(0, -1))
    .filter((parent) => !parent.includes('*'))
    .map((path) => ({ path, size: entryCount(at(body, path)) }));
}

function remove(body: unknown, path: readonly PropertyKey[]): void {
  let container: unknown = body;
  for (const key of path.slice(0, -1)) {
    container = (container as Record<PropertyKey, unknown>)[key as string];
  }
  const last = path.at(-1);
  if (Array.isArray(container) && typeof last === 'number') container.splice(last, 1);
  else if (typeof container === 'object' && container !== null && last !== undefined) {
    delete (container as Record<PropertyKey, unknown>)[last as string];
  }
}

/**
 * Checks `body` with `schema`, dropping bad entries of the collections `entries` names.
 * `body` is changed in place (it is a freshly parsed response).
 */
export function checkSkippingBadEntries<T>(
  schema: z.core.$ZodType<T>,
  body: unknown,
  entries: readonly EntryPattern[],
): CheckResult<T> {
  const skipped: SkippedEntry[] = [];
  const outer = outerCollections(body, entries);
  for (let round = 0; ; round += 1) {
    const parsed = z.safeParse(schema, body);
    if (parsed.success) {
      const emptied = outer.find(({ path, size }) => size > 0 && entryCount(at(body, path)) === 0);
      if (emptied && skipped.length > 0) {
        const where = emptied.path.join('.') || '(root)';
        return { success: false, issue: `${where}: no entry in a known shape`, skipped };
      }
      return { success: true, data: parsed.data, skipped };
    }
    const issues = parsed.error.issues;
    const first = issues[0];
    const blamed = issues.map((issue) => ({ issue, entry: entryOf(entries, issue.path) }));
    const outside = blamed.find(({ entry }) => entry === null);
    if (round >= MAX_ROUNDS || outside || !first) {
      const shown = outside?.issue ?? first;
      return { success: false, issue: shown ? describeIssue(shown) : 'invalid', skipped };
    }
    const byEntry = new Map<string, { path: PropertyKey[]; reason: string }>();
    for (const { issue, entry } of blamed) {
      if (!entry) continue;
      const where = entry.map(String).join('.');
      if (!byEntry.has(where)) byEntry.set(where, { path: entry, reason: describeIssue(issue) });
    }
    // Later array items first, so removing one does not move the next one to remove.
    const ordered = [...byEntry.entries()].sort(([, a], [, b]) => {
      const ai = a.path.at(-1);
      const bi = b.path.at(-1);
      return typeof ai === 'number' && typeof bi === 'number' ? bi - ai : 0;
    });
    for (const [where, { path, reason }] of ordered) {
      remove(body, path);
      skipped.push({ where, reason });
    }
  }
}
