// The game writes its feeds' dates as text, "November 27, 2026 at 1:05 PM" (docs/game-feeds.md), with no
// time zone. The pages say them in words in the reader's language, and keep the game's own words when
// a date does not read that way.

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const FEED_DATE = /^([A-Za-z]+) (\d{1,2}), (\d{4})(?: at (\d{1,2}):(\d{2}) ?([AP]M))?$/i;

/** The parts of a feed date as written (wall-clock, no zone), or null when it is not in the game's form. */
export function parseFeedDate(text: string): Date | null {
  const match = FEED_DATE.exec(text.trim());
  if (!match) return null;
  const [, monthName = '', day, year, hour, minute, half] = match;
  const month = MONTHS.indexOf(monthName.toLowerCase());
  if (month < 0) return null;
  let hours = 0;
  if (hour !== undefined) {
    const twelve = Number(hour);
    if (twelve < 1 || twelve > 12) return null;
    hours = (twelve % 12) + (half?.toUpperCase() === 'PM' ? 12 : 0);
  }
  const date = new Date(Date.UTC(Number(year), month, Number(day), hours, Number(minute ?? 0)));
  // 31 February and the like roll over into the next month: not a date.
  return date.getUTCMonth() === month && date.getUTCDate() === Number(day) ? date : null;
}

export interface FeedDateView {
  /** In words, e.g. "27 November 2026": the text to show. */
  words: string;
  /** For `<time dateTime>`; absent when the game's text did not read as a date. */
  machine?: string;
}

/** A feed date to show: in words in the reader's language, or the game's own text. */
export function feedDateView(text: string, locale?: string): FeedDateView {
  const date = parseFeedDate(text);
  if (!date) return { words: text };
  const words = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return { words, machine: date.toISOString().slice(0, 10) };
}
