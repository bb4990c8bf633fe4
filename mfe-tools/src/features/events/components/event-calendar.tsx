import { useEffect, useState } from 'react';
import { type CalendarView, calendarView, type Occurrence } from '../lib/calendar';
import { type EventSource, TOONTOWN_TIME_ZONE, type YearlyEvent } from '../lib/events';
import { type CalendarDate, compareDates, isoDate, startOfDay } from '../lib/zoned-date';

// Days are shown on the game's clock, whatever the visitor's own time zone.
const longDay = new Intl.DateTimeFormat(undefined, {
  timeZone: TOONTOWN_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const monthName = new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', timeZone: 'UTC' });

const MINUTE = 60_000;

function Day({ date }: { date: CalendarDate }) {
  return <time dateTime={isoDate(date)}>{longDay.format(startOfDay(date, TOONTOWN_TIME_ZONE))}</time>;
}

function When({ run, on }: { run: Occurrence; on: boolean }) {
  const { firstDay, lastDay } = run;
  const oneDay = lastDay !== null && compareDates(firstDay, lastDay) === 0;
  if (on) {
    return oneDay ? (
      <>All day today</>
    ) : (
      <>
        Until the end of <Day date={lastDay ?? firstDay} />
      </>
    );
  }
  if (oneDay) {
    return (
      <>
        All day <Day date={firstDay} />
      </>
    );
  }
  return lastDay ? (
    <>
      <Day date={firstDay} /> to <Day date={lastDay} />
    </>
  ) : (
    <>
      Starts <Day date={firstDay} /> (the end date changes from year to year)
    </>
  );
}

function RunList({ runs, on, testId }: { runs: Occurrence[]; on: boolean; testId: string }) {
  return (
    <ul className="event-list" data-testid={testId}>
      {runs.map((run) => (
        <li key={run.id} className="event-list__item">
          <h3 className="event-list__name">{run.name}</h3>
          <p className="event-list__when">
            <When run={run} on={on} />
          </p>
          <p className="event-list__what">{run.what}</p>
        </li>
      ))}
    </ul>
  );
}

function holidayDays(event: YearlyEvent): string {
  const day = (monthDay: { month: number; day: number }) =>
    shortDay.format(Date.UTC(2000, monthDay.month - 1, monthDay.day));
  if (event.start && event.end) return `${day(event.start)} to ${day(event.end)}`;
  if (event.start) return `from ${day(event.start)}`;
  return 'days not published';
}

function uniqueSources(view: CalendarView): EventSource[] {
  const all = [...view.now, ...view.upcoming].flatMap((run) => run.sources);
  const extra = view.byMonth.flatMap((entry) => entry.events.flatMap((event) => event.sources));
  const byUrl = new Map([...all, ...extra].map((source) => [source.url, source]));
  return [...byUrl.values()];
}

/** The current minute, refreshed while the page is open so "now" moves on by itself. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Weekly events and yearly holidays: what is on, what is next, and the year by month. */
export function EventCalendar() {
  const view = calendarView(useNow());
  return (
    <>
      <p className="fine-print">Days are given in Toontown Time (US Pacific time), the game's own clock.</p>
      <section aria-labelledby="events-now">
        <h2 id="events-now">Happening now</h2>
        {view.now.length === 0 ? (
          <p className="card">Nothing from the calendar is on today.</p>
        ) : (
          <RunList runs={view.now} on testId="events-now" />
        )}
      </section>
      <section aria-labelledby="events-upcoming">
        <h2 id="events-upcoming">Coming up</h2>
        <RunList runs={view.upcoming} on={false} testId="events-upcoming" />
      </section>
      <section aria-labelledby="events-year">
        <h2 id="events-year">Every year</h2>
        <ul className="event-months">
          {view.byMonth.map(({ month, events }) => (
            <li key={month}>
              <h3 className="event-list__name">{monthName.format(Date.UTC(2000, month - 1, 1))}</h3>
              <ul>
                {events.map((event) => (
                  <li key={event.id}>
                    {event.name}: {holidayDays(event)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <details className="fine-print">
        <summary>Where these dates come from</summary>
        <ul>
          {uniqueSources(view).map((source) => (
            <li key={source.url}>
              <a href={source.url} rel="noreferrer" target="_blank">
                {source.url}
              </a>
              : {source.says}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
