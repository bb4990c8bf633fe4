/**
 * Calendar dates and clock times in US Pacific time, computed without `Intl`: the first
 * `Intl.DateTimeFormat` of a page costs about 25 ms on the development machine (four times that
 * on Lighthouse's phone), in the task that paints the campaign cards.
 *
 * Rules (in force since 2007, set by the Energy Policy Act of 2005, section 110): UTC-8 (PST), and
 * UTC-7 (PDT) from the second Sunday of March at 2:00 standard time to the first Sunday of November
 * at 2:00 daylight time. Earlier instants return null so the caller falls back to `Intl`.
 */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const HOUR_MS = 3_600_000;

/** Day of the month of the `nth` Sunday of `month` (0-based) in `year`. */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

function isDaylightTime(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 + 8);
  const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 + 7);
  return instant.getTime() >= starts && instant.getTime() < ends;
}

type PacificParts = { date: string; time: string; zone: 'PDT' | 'PST' };

/** "October 31, 2025", "11:59 PM" and "PDT" for an instant; null before 2007 or when invalid. */
export function pacificParts(instant: Date): PacificParts | null {
  if (Number.isNaN(instant.getTime()) || instant.getUTCFullYear() < 2007) return null;
  const daylight = isDaylightTime(instant);
  const local = new Date(instant.getTime() + (daylight ? -7 : -8) * HOUR_MS);
  const hour = local.getUTCHours();
  const minute = String(local.getUTCMinutes()).padStart(2, '0');
  return {
    date: `${MONTH_NAMES[local.getUTCMonth()]} ${local.getUTCDate()}, ${local.getUTCFullYear()}`,
    time: `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`,
    zone: daylight ? 'PDT' : 'PST',
  };
}
