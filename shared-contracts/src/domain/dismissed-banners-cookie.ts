import { dismissedBannersCookie } from '../storage-keys/shell.js';
import { DismissedBannersSchema } from './browser-records.js';

// `shared-contracts/banner-cookie`, an entry of its own: the shell bundles the little it writes and
// the site's server reads the rest, so no page carries the server's half (the main entry, shared
// at run time, is never tree-shaken).

// The notices a visitor dismissed, also kept in a cookie (`dismissedBannersCookie`, besides browser
// storage) so the site's server paints the page without them: painted, then removed, they would move
// the page. Only the ids of the notices the site shows now, so the cookie stays small.

/** The cookie's value: each id URI-encoded, `|` between them (a character an encoded id never has). */
export function dismissedBannersCookieValue(ids: readonly string[]): string {
  return ids.map(encodeURIComponent).join('|');
}

/** The ids a request's `Cookie` header names; none when it names none or something malformed. */
export function dismissedBannersFromCookies(cookieHeader: string | undefined): string[] {
  const pair = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${dismissedBannersCookie.key}=`));
  if (!pair) return [];
  try {
    const ids = pair
      .slice(dismissedBannersCookie.key.length + 1)
      .split('|')
      .filter(Boolean)
      .map(decodeURIComponent);
    const parsed = DismissedBannersSchema.safeParse(ids);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
