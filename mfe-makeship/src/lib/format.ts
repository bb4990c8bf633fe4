// Display formats shared by every page of this remote (US English, as the rest of the site).
import { formatNumber } from 'web-kit';
import { pacificParts } from './pacific-time';

/**
 * The zone the site's dates are stated in (the data's own end-of-day moments are Pacific), so a
 * window ending "December 31" reads that way for every visitor, wherever they are.
 */
export const SITE_TIME_ZONE = 'America/Los_Angeles';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** One formatter per style and zone, made on first use (each costs a few milliseconds to build). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(style: 'date' | 'date-time', timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...(style === 'date' ? DATE : DATE_TIME), timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Pacific instants are written without `Intl` (see pacific-time.ts); other zones, or older dates, with it. */
function formatIn(style: 'date' | 'date-time', iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const pacific = timeZone === SITE_TIME_ZONE ? pacificParts(instant) : null;
  if (!pacific) return formatterFor(style, timeZone).format(instant);
  return style === 'date' ? pacific.date : `${pacific.date} at ${pacific.time} ${pacific.zone}`;
}

/** "October 31, 2025" in `timeZone`. */
export function formatDate(iso: string, timeZone = SITE_TIME_ZONE): string {
  return formatIn('date', iso, timeZone);
}

/** "October 31, 2025 at 11:59 PM PDT" in `timeZone`. */
export function formatDateTime(iso: string, timeZone = SITE_TIME_ZONE): string {
  return formatIn('date-time', iso, timeZone);
}

/** "1 jellybean", "250 jellybeans"; 0 is "Free". */
export function formatPrice(price: number): string {
  if (price === 0) return 'Free';
  return `${formatNumber(price)} ${price === 1 ? 'jellybean' : 'jellybeans'}`;
}
