import { StoredToonRecordSchema, ToonSchema } from 'shared-contracts/domain';
import { toonRecordKey } from 'shared-contracts/storage-keys';
import { readStored } from 'web-kit';

/** The toon's fields this page uses. */
export interface StudioToon {
  id: string;
  name: string;
  rendition: string | null;
}

const ENTRY = /^toon_(\d{1,16})$/;

/** Toons kept in this browser for `uid` (null: a signed-out visitor); anything unreadable is skipped. */
export function readStoredToons(uid: string | null): StudioToon[] {
  const { value } = readStored(toonRecordKey(uid), StoredToonRecordSchema, {});
  const toons: StudioToon[] = [];
  for (const [key, entry] of Object.entries(value)) {
    const id = ENTRY.exec(key)?.[1];
    const parsed = ToonSchema.safeParse(entry);
    if (id && parsed.success && parsed.data.id === id && parsed.data.user === uid) {
      toons.push({ id, name: parsed.data.name, rendition: parsed.data.rendition });
    }
  }
  return toons.sort((a, b) => Number(a.id) - Number(b.id));
}
