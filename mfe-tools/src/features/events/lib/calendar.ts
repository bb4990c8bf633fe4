import { compareText } from 'web-kit';
import {
  type EventSource,
  type MonthDay,
  TOONTOWN_TIME_ZONE,
  WEEKLY_EVENTS,
  type WeeklyEvent,
  YEARLY_EVENTS,
  type YearlyEvent,
} from './events';
import { addDays, type CalendarDate, compareDates, dateIn, startOfDay } from './zoned-date';

/** One run of an event, in whole days of Toontown Time. */
export interface Occurrence {
  id: string;
  name: string;
  what: string;
  kind: 'weekly' | 'yearly';
  sources: readonly EventSource[];
  firstDay: CalendarDate;
  /** Last day, inclusive; null when no source gives an end. */
  lastDay: CalendarDate | null;
  /** When it begins, epoch ms. */
  startsAt: number;
  /** When it is over (the start of the day after `lastDay`), epoch ms; null without an end. */
  endsAt: number | null;
}

export interface CalendarView {
  /** Running at `now`. */
  now: Occurrence[];
  /** The next run of every other event with a known date, soonest first. */
  upcoming: Occurrence[];
  /** Every month with a yearly event in it, January first. */
  byMonth: { month: number; events: YearlyEvent[] }[];
}

const zone = TOONTOWN_TIME_ZONE;
const dayAfter = (date: CalendarDate) => addDays(date, 1);

/** The run of a weekly event that is on today, or else its next one. */
export function weeklyOccurrence(event: WeeklyEvent, now: number): Occurrence {
  const today = dateIn(now, zone);
  const runsOn = (offset: number) =>
    event.weekdays.some((weekday) => weekday === addDays(today, offset).weekday);
  let offset = 0;
  while (offset < 6 && !runsOn(offset)) offset += 1;
  const day = addDays(today, offset);
  return {
    id: event.id,
    name: event.name,
    what: event.what,
    kind: 'weekly',
    sources: event.sources,
    firstDay: day,
    lastDay: day,
    startsAt: startOfDay(day, zone),
    endsAt: startOfDay(dayAfter(day), zone),
  };
}

const inYear = (year: number, monthDay: MonthDay): CalendarDate => ({ year, ...monthDay });

function yearlyRun(event: YearlyEvent, start: MonthDay, year: number): Occurrence {
  const firstDay = inYear(year, start);
  const { end } = event;
  // An end earlier in the year than the start falls in the next year.
  const lastDay = end
    ? inYear(end.month * 100 + end.day < start.month * 100 + start.day ? year + 1 : year, end)
    : null;
  return {
    id: event.id,
    name: event.name,
    what: event.what,
    kind: 'yearly',
    sources: event.sources,
    firstDay,
    lastDay,
    startsAt: startOfDay(firstDay, zone),
    endsAt: lastDay ? startOfDay(dayAfter(lastDay), zone) : null,
  };
}

/**
 * The run of a yearly event that is on now, or else its next one; null when no source gives its
 * first day. A run without a known end counts until its first day is over.
 */
export function yearlyOccurrence(event: YearlyEvent, now: number): Occurrence | null {
  const { start } = event;
  if (!start) return null;
  const today = dateIn(now, zone);
  for (const year of [today.year - 1, today.year, today.year + 1]) {
    const run = yearlyRun(event, start, year);
    const stillOn = run.endsAt === null ? compareDates(run.firstDay, today) >= 0 : run.endsAt > now;
    if (stillOn) return run;
  }
  return null;
}

export const isHappening = (run: Occurrence, now: number) =>
  run.endsAt !== null && run.startsAt <= now && now < run.endsAt;

/** What is on now, what comes next, and the yearly events by month, at instant `now` (ms). */
export function calendarView(now: number): CalendarView {
  const runs = [
    ...WEEKLY_EVENTS.map((event) => weeklyOccurrence(event, now)),
    ...YEARLY_EVENTS.flatMap((event) => yearlyOccurrence(event, now) ?? []),
  ];
  const byMonth = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    events: YEARLY_EVENTS.filter((event) => event.months.includes(index + 1)),
  })).filter((entry) => entry.events.length > 0);
  return {
    now: runs.filter((run) => isHappening(run, now)),
    upcoming: runs
      .filter((run) => !isHappening(run, now))
      .sort((a, b) => a.startsAt - b.startsAt || compareText(a.name, b.name)),
    byMonth,
  };
}
