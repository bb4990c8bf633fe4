import {
  DismissedBannersSchema,
  dismissedBannersCookieName,
  dismissedBannersCookieValue,
  readStored,
  writeStored,
} from 'shared-contracts';

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

/**
 * Keeps the cookie the site's server reads in step with this browser's list, for the notices shown
 * now (`shownIds`), so the next page arrives without them (a year; the site's own, never sent elsewhere).
 */
export function syncDismissedBannersCookie(dismissed: string[], shownIds: string[]): void {
  const value = dismissedBannersCookieValue(dismissed.filter((id) => shownIds.includes(id)));
  const current = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${dismissedBannersCookieName}=`));
  if (current === `${dismissedBannersCookieName}=${value}` || (!current && !value)) return;
  const lifetime = value ? 'Max-Age=31536000' : 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = `${dismissedBannersCookieName}=${value}; Path=/; ${lifetime}; SameSite=Lax`;
}

export function rememberDismissedBanner(id: string): string[] {
  const next = [...new Set([...readDismissedBanners(), id])].slice(-100);
  writeStored(storageKey, next);
  return next;
}
