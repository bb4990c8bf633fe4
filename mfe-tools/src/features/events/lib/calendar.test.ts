import { describe, expect, it } from 'vitest';
import { calendarView, weeklyOccurrence, yearlyOccurrence } from './calendar';
import { WEEKLY_EVENTS, YEARLY_EVENTS } from './events';
import { dateIn, isoDate, startOfDay } from './zoned-date';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const weekly = (id: string) => {
  const event = WEEKLY_EVENTS.find((entry) => entry.id === id);
  if (!event) throw new Error(id);
  return event;
};
const yearly = (id: string) => {
  const event = YEARLY_EVENTS.find((entry) => entry.id === id);
  if (!event) throw new Error(id);
  return event;
};

describe('dates in Toontown Time (US Pacific)', () => {
  it('reads the calendar day on the Pacific clock, not UTC', () => {
    // 07:30 UTC on Tuesday is still Monday 23:30 in Toontown.
    expect(dateIn(at('2025-01-07T07:30:00Z'), 'America/Los_Angeles')).toEqual({
      year: 2025,
      month: 1,
      day: 6,
      weekday: 1,
    });
  });

  it('starts a day at Pacific midnight on both sides of a daylight-saving change', () => {
    expect(iso(startOfDay({ year: 2025, month: 3, day: 8 }, 'America/Los_Angeles'))).toBe(
      '2025-03-08T08:00:00.000Z',
    );
    expect(iso(startOfDay({ year: 2025, month: 3, day: 9 }, 'America/Los_Angeles'))).toBe(
      '2025-03-09T08:00:00.000Z',
    );
    expect(iso(startOfDay({ year: 2025, month: 3, day: 10 }, 'America/Los_Angeles'))).toBe(
      '2025-03-10T07:00:00.000Z',
    );
    expect(isoDate({ year: 2025, month: 3, day: 9 })).toBe('2025-03-09');
  });
});

describe('weekly events', () => {
  it('puts a Monday Grand Prix on all Monday, Toontown Time', () => {
    const run = weeklyOccurrence(weekly('grand-prix-monday'), at('2025-01-07T07:30:00Z'));
    expect(iso(run.startsAt)).toBe('2025-01-06T08:00:00.000Z');
    expect(iso(run.endsAt)).toBe('2025-01-07T08:00:00.000Z');
  });

  it('gives the next day of the week once the day is over', () => {
    const run = weeklyOccurrence(weekly('grand-prix-monday'), at('2025-01-07T08:00:00Z'));
    expect(isoDate(run.firstDay)).toBe('2025-01-13');
    const bingo = weeklyOccurrence(weekly('fish-bingo-wednesday'), at('2025-01-06T20:00:00Z'));
    expect(isoDate(bingo.firstDay)).toBe('2025-01-08');
  });

  it('follows daylight saving: a Saturday after the change starts an hour earlier in UTC', () => {
    const run = weeklyOccurrence(weekly('silly-saturday'), at('2025-03-09T12:00:00Z'));
    expect(iso(run.startsAt)).toBe('2025-03-15T07:00:00.000Z');
    expect(iso(run.endsAt)).toBe('2025-03-16T07:00:00.000Z');
  });
});

describe('yearly events', () => {
  it('is on from its first day to the end of its last, Toontown Time', () => {
    const run = yearlyOccurrence(yearly('halloween'), at('2025-10-31T12:00:00Z'));
    expect(iso(run?.startsAt ?? null)).toBe('2025-10-25T07:00:00.000Z');
    // November 2 begins in daylight time: the clocks go back at 2 AM that day.
    expect(iso(run?.endsAt ?? null)).toBe('2025-11-02T07:00:00.000Z');
  });

  it('moves to next year once this year’s run is over', () => {
    const run = yearlyOccurrence(yearly('winter-holiday'), at('2025-12-31T12:00:00Z'));
    expect(isoDate(run?.firstDay ?? { year: 0, month: 0, day: 0 })).toBe('2026-12-15');
  });

  it('has no date for a holiday whose days no source gives', () => {
    expect(yearlyOccurrence(yearly('valentoons'), at('2025-02-14T12:00:00Z'))).toBeNull();
  });

  it('keeps a run with no known end only until its first day is over', () => {
    const cartoonival = yearly('cartoonival');
    expect(
      isoDate(
        yearlyOccurrence(cartoonival, at('2025-09-19T20:00:00Z'))?.firstDay ?? { year: 0, month: 0, day: 0 },
      ),
    ).toBe('2025-09-19');
    expect(
      isoDate(
        yearlyOccurrence(cartoonival, at('2025-09-20T20:00:00Z'))?.firstDay ?? { year: 0, month: 0, day: 0 },
      ),
    ).toBe('2026-09-19');
  });
});

describe('the calendar', () => {
  it('splits what is on from what comes next, soonest first', () => {
    const view = calendarView(at('2025-12-20T20:00:00Z')); // Saturday, December 20, 12:00 PST
    expect(view.now.map((run) => run.id).sort()).toEqual(['silly-saturday', 'winter-holiday']);
    const upcoming = view.upcoming.map((run) => run.id);
    expect(upcoming.slice(0, 2)).toEqual(['grand-prix-monday', 'fish-bingo-wednesday']);
    expect(upcoming).toContain('april-toons-week');
    expect(upcoming).not.toContain('valentoons');
    const starts = view.upcoming.map((run) => run.startsAt);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('lists the yearly events under each month they touch', () => {
    const view = calendarView(at('2025-06-01T12:00:00Z'));
    expect(view.byMonth.map((entry) => entry.month)).toEqual([2, 4, 6, 9, 10, 11, 12]);
    const november = view.byMonth.find((entry) => entry.month === 11);
    expect(november?.events.map((event) => event.id)).toEqual([
      'halloween',
      'skelecog-mega-invasion-november',
    ]);
  });
});
