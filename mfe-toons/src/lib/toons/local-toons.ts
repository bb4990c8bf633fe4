import {
  readStored,
  type StoredToonRecord,
  StoredToonRecordSchema,
  type Toon,
  ToonDocumentSchema,
  toToon,
  writeStored,
} from 'shared-contracts';
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

/** Stores `toon` in place of the toon with the same id. */
export function saveLocalToon(uid: string | null, toon: Toon): void {
  writeRecord(uid, withToon(readRecord(uid).record, toon));
}

export function removeLocalToon(uid: string | null, id: string): void {
  writeRecord(uid, withoutToon(readRecord(uid).record, id));
}
