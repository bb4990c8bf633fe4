import { readStored, writeStored, z } from 'shared-contracts';

const storageKey = 'trinket.dismissedBanners';
const DismissedSchema = z.array(z.string().max(64)).max(100);

export function readDismissedBanners(): string[] {
  return readStored(storageKey, DismissedSchema, []).value;
}

export function rememberDismissedBanner(id: string): string[] {
  const next = [...new Set([...readDismissedBanners(), id])].slice(-100);
  writeStored(storageKey, next);
  return next;
}
