/** A calendar day as a clock in some time zone shows it. */
export type CalendarDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

/** The wall clock in `timeZone` at instant `at` (ms), read back as if it were UTC. */
function wallClockAsUtc(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** The calendar day in `timeZone` at instant `at` (ms), with its weekday (0 = Sunday). */
export function dateIn(at: number, timeZone: string): CalendarDate & { weekday: number } {
  const wall = new Date(wallClockAsUtc(at, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
  };
}

/** `date` moved by `days` whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: CalendarDate, days: number): CalendarDate & { weekday: number } {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
    weekday: moved.getUTCDay(),
  };
}

/**
 * The instant (ms) `date` begins in `timeZone`. The zone's offset is looked up at a first guess and
 * again at the corrected instant, so a day right after a daylight-saving change comes out right.
 */
export function startOfDay(date: CalendarDate, timeZone: string): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day);
  const first = asUtc - (wallClockAsUtc(asUtc, timeZone) - asUtc);
  return asUtc - (wallClockAsUtc(first, timeZone) - first);
}

/** "2025-01-06": the date form of a `<time dateTime>`. */
export function isoDate(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** Order of two dates: negative when `a` comes first. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
