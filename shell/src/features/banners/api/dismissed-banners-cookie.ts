import { dismissedBannersCookieValue } from 'shared-contracts/banner-cookie';
import { dismissedBannersCookie } from 'shared-contracts/storage-keys';

// Loaded only once a visitor has dismissed a notice (banner-notices.tsx), so no first visit carries it.

/**
 * Keeps the cookie the site's server reads in step with this browser's list, for the notices shown
 * now (`shownIds`), so the next page arrives without them (a year; the site's own, never sent elsewhere).
 */
export function syncDismissedBannersCookie(dismissed: string[], shownIds: string[]): void {
  const value = dismissedBannersCookieValue(dismissed.filter((id) => shownIds.includes(id)));
  const current = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${dismissedBannersCookie.key}=`));
  if (current === `${dismissedBannersCookie.key}=${value}` || (!current && !value)) return;
  const lifetime = value ? 'Max-Age=31536000' : 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves
  document.cookie = `${dismissedBannersCookie.key}=${value}; Path=/; ${lifetime}; SameSite=Lax`;
}
