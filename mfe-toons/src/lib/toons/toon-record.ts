import { type Toon, ToonSchema } from 'shared-contracts/domain';

/**
 * Browser storage for toons: one record per owner (a uid, or the signed-out visitor), holding
 * each toon under `toon_{id}`; ids are creation times in milliseconds.
 */
const ENTRY_PATTERN = /^toon_(\d{1,16})$/;

/** The localStorage key of an owner's record (`uid` null for a signed-out visitor): the registry's. */
export { toonRecordKey } from 'shared-contracts/storage-keys';

export function toonEntryKey(id: string): string {
  return `toon_${id}`;
}

export interface ParsedToonRecord {
  /** The readable toons of this owner, oldest first. */
  toons: Toon[];
  /** Entries that were not this owner's toons (corrupt, or someone else's) and were left alone. */
  ignored: number;
}

function byCreation(left: Toon, right: Toon): number {
  return Number(left.id) - Number(right.id);
}

/**
 * The owner's toons in a stored record. An entry counts only when its key is `toon_{id}`, it is
 * a valid toon, its id matches the key and it belongs to `uid`; anything else is ignored.
 */
export function parseToonRecord(record: Record<string, unknown>, uid: string | null): ParsedToonRecord {
  const toons: Toon[] = [];
  let ignored = 0;
  for (const [key, value] of Object.entries(record)) {
    const id = ENTRY_PATTERN.exec(key)?.[1];
    const parsed = ToonSchema.safeParse(value);
    if (id && parsed.success && parsed.data.id === id && parsed.data.user === uid) {
      toons.push(parsed.data);
    } else {
      ignored += 1;
    }
  }
  return { toons: toons.sort(byCreation), ignored };
}

/** A creation-time id that no toon of the record has yet (two creates in one millisecond differ). */
export function nextToonId(nowMs: number, record: Record<string, unknown>): string {
  let candidate = Math.max(0, Math.floor(nowMs));
  while (Object.hasOwn(record, toonEntryKey(String(candidate)))) candidate += 1;
  return String(candidate);
}

/** The record with `toon` stored (added or replaced); other entries are kept as they were. */
export function withToon(record: Record<string, unknown>, toon: Toon): Record<string, unknown> {
  return { ...record, [toonEntryKey(toon.id)]: toon };
}

/** The record without the toon `id`. */
export function withoutToon(record: Record<string, unknown>, id: string): Record<string, unknown> {
  const next = { ...record };
  delete next[toonEntryKey(id)];
  return next;
}

/** What the visitor is told about ignored entries, or null when there were none. */
export function ignoredNotice(ignored: number, unreadable: boolean): string | null {
  if (unreadable) {
    return 'The Toons saved in this browser could not be read, so they were ignored. New Toons are saved fresh.';
  }
  if (ignored === 0) return null;
  return ignored === 1
    ? '1 entry saved in this browser was not a readable Toon of yours and was ignored.'
    : `${ignored} entries saved in this browser were not readable Toons of yours and were ignored.`;
}
