import { DismissedBannersSchema } from 'shared-contracts';
import { dismissedBannersKey } from 'shared-contracts/storage-keys';
import { readStored, writeStored } from 'web-kit';

/**
 * On the site's server (prerender.tsx), while it renders a page: the ids the request's cookie names;
 * null otherwise, and in a browser.
 */
let dismissedOnServer: string[] | null = null;

export function setServerDismissedBanners(ids: string[] | null): void {
  dismissedOnServer = ids;
}

export function readDismissedBanners(): string[] {
  if (dismissedOnServer) return dismissedOnServer;
  return readStored(dismissedBannersKey.key, DismissedBannersSchema, []).value;
}

export function rememberDismissedBanner(id: string): string[] {
  const next = [...new Set([...readDismissedBanners(), id])].slice(-100);
  writeStored(dismissedBannersKey.key, next);
  return next;
}
