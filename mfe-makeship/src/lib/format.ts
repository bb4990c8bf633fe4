// Display formats shared by every page of this remote (US English, as the rest of the site).

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const counts = new Intl.NumberFormat('en-US');

/** Whole US dollars, cents dropped (never rounded up, so a total is never overstated): "$12,595". */
export function formatWholeDollars(amount: number): string {
  return dollars.format(Math.floor(amount));
}

export function formatCount(count: number): string {
  return counts.format(count);
}

/** "October 31, 2025" in `timeZone` (the visitor's own when omitted). */
export function formatDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** "October 31, 2025 at 11:59 PM PDT" in `timeZone` (the visitor's own when omitted). */
export function formatDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** "1 jellybean", "250 jellybeans"; 0 is "Free". */
export function formatPrice(price: number): string {
  if (price === 0) return 'Free';
  return `${formatCount(price)} ${price === 1 ? 'jellybean' : 'jellybeans'}`;
}
