import {
  type StoredToonRecord,
  StoredToonRecordSchema,
  type Toon,
  ToonDocumentSchema,
  toToon,
} from 'shared-contracts/domain';
import { readStored, writeStored } from 'web-kit';
import { liveLinkedToonIds, withLiveLink } from './live-links';
import {
  ignoredNotice,
  nextToonId,
  parseToonRecord,
  toonRecordKey,
  withoutToon,
  withToon,
} from './toon-record';

export interface LocalToons {
  toons: Toon[];
  notice: string | null;
}

function readRecord(uid: string | null): { record: StoredToonRecord; unreadable: boolean } {
  const stored = readStored(toonRecordKey(uid), StoredToonRecordSchema, {});
  return { record: stored.value, unreadable: stored.status === 'corrupt' };
}

function writeRecord(uid: string | null, record: StoredToonRecord): void {
  if (!writeStored(toonRecordKey(uid), record)) {
    throw new Error("This browser's storage is full or blocked, so the change was not saved.");
  }
}

/** The toons this browser keeps for `uid` (null: the signed-out visitor), with a notice for ignored data. */
export function readLocalToons(uid: string | null): LocalToons {
  const { record, unreadable } = readRecord(uid);
  const { toons, ignored } = parseToonRecord(record, uid);
  return { toons, notice: ignoredNotice(ignored, unreadable) };
}

/** Creates and stores a new toon: rod Twig, empty collections, id from the current time. */
export function createLocalToon(uid: string | null, name: string, now: Date): Toon {
  const { record } = readRecord(uid);
  const id = nextToonId(now.getTime(), record);
  const at = now.toISOString();
  const document = ToonDocumentSchema.parse({
    user: uid,
    name,
    rod: 'Twig',
    createdAt: at,
    lastEditedAt: at,
  });
  const toon = toToon(id, document);
  writeRecord(uid, withToon(record, toon));
  return toon;
}

/** Stores `toon` in place of the toon with the same id, `isLinked` as ToonLink has it right now. */
export function saveLocalToon(uid: string | null, toon: Toon): void {
  writeRecord(uid, withToon(readRecord(uid).record, withLiveLink(toon, liveLinkedToonIds())));
}

/**
 * Brings the stored `isLinked` of the owner's toons in line with ToonLink's live links (a game
 * closed, or ToonLink went off), so storage never says a toon is linked when none is. Writes
 * nothing when every flag already matches; entries that are not this owner's toons are kept.
 */
export function storeLiveLinks(uid: string | null): void {
  const { record } = readRecord(uid);
  const linked = liveLinkedToonIds();
  let next = record;
  for (const toon of parseToonRecord(record, uid).toons) {
    const live = withLiveLink(toon, linked);
    if (live !== toon) next = withToon(next, live);
  }
  if (next !== record) writeRecord(uid, next);
}

export function removeLocalToon(uid: string | null, id: string): void {
  writeRecord(uid, withoutToon(readRecord(uid).record, id));
}
