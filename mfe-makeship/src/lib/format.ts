// Display formats shared by every page of this remote (US English, as the rest of the site).

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const counts = new Intl.NumberFormat('en-US');

/**
 * The zone the site's dates are stated in (the data's own end-of-day moments are Pacific), so a
 * window ending "December 31" reads that way for every visitor, wherever they are.
 */
export const SITE_TIME_ZONE = 'America/Los_Angeles';

/** Whole US dollars, cents dropped (never rounded up, so a total is never overstated): "$12,595". */
export function formatWholeDollars(amount: number): string {
  return dollars.format(Math.floor(amount));
}

export function formatCount(count: number): string {
  return counts.format(count);
}

/** "October 31, 2025" in `timeZone`. */
export function formatDate(iso: string, timeZone = SITE_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** "October 31, 2025 at 11:59 PM PDT" in `timeZone`. */
export function formatDateTime(iso: string, timeZone = SITE_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** "1 jellybean", "250 jellybeans"; 0 is "Free". */
export function formatPrice(price: number): string {
  if (price === 0) return 'Free';
  return `${formatCount(price)} ${price === 1 ? 'jellybean' : 'jellybeans'}`;
}
