import { DismissedBannersSchema, readStored, writeStored } from 'shared-contracts';

const storageKey = 'trinket.dismissedBanners';

export function readDismissedBanners(): string[] {
  return readStored(storageKey, DismissedBannersSchema, []).value;
}

export function rememberDismissedBanner(id: string): string[] {
  const next = [...new Set([...readDismissedBanners(), id])].slice(-100);
  writeStored(storageKey, next);
  return next;
}
