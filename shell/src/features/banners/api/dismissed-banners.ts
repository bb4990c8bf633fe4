import { DismissedBannersSchema, readStored, writeStored } from 'shared-contracts';

const storageKey = 'trinket.dismissedBanners';

/** On the site's server (prerender.tsx): the ids the request's cookie names; null in a browser. */
let dismissedOnServer: string[] | null = null;

export function setServerDismissedBanners(ids: string[]): void {
  dismissedOnServer = ids;
}

export function readDismissedBanners(): string[] {
  if (dismissedOnServer) return dismissedOnServer;
  return readStored(storageKey, DismissedBannersSchema, []).value;
}

export function rememberDismissedBanner(id: string): string[] {
  const next = [...new Set([...readDismissedBanners(), id])].slice(-100);
  writeStored(storageKey, next);
  return next;
}
