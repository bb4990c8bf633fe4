import { type ArcadeRecordKey, type ArcadeRecords, ArcadeRecordsSchema } from 'shared-contracts/domain';
import { arcadeRecordsKey } from 'shared-contracts/storage-keys';
import { readStored, writeStored } from 'web-kit';

/** toons-up keeps its highest score; each cogsweeper level its fastest time. */
export function isBetter(key: ArcadeRecordKey, value: number, than: number | undefined): boolean {
  if (than === undefined) return true;
  return key === 'toons-up' ? value > than : value < than;
}

/** The better of two sets of records, key by key (browser and account). */
export function mergeRecords(a: ArcadeRecords, b: ArcadeRecords): ArcadeRecords {
  const merged: ArcadeRecords = { ...a };
  for (const [key, value] of Object.entries(b) as [ArcadeRecordKey, number][]) {
    if (isBetter(key, value, merged[key])) merged[key] = value;
  }
  return merged;
}

/** This browser's records; unreadable or foreign storage counts as none. */
export function readLocalRecords(): ArcadeRecords {
  return readStored(arcadeRecordsKey.key, ArcadeRecordsSchema, {}).value;
}

/** Keeps `value` when it beats this browser's record; returns the records after. */
export function saveLocalRecord(key: ArcadeRecordKey, value: number): ArcadeRecords {
  const records = readLocalRecords();
  if (!isBetter(key, value, records[key])) return records;
  const next = { ...records, [key]: value };
  writeStored(arcadeRecordsKey.key, next);
  return next;
}
