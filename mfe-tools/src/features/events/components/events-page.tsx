import { formatNumber } from 'web-kit';
import { useRouteMetadata } from 'web-kit/area';
import { DataAge } from '../../../components/data-age';
import { ProgressBar } from '../../../components/progress-bar';
import { LoadFailed, Loading } from '../../../components/query-states';
import { formatSpan } from '../../../lib/format-time';
import { useSillyMeter } from '../api/get-silly-meter';
import { sillyMeterView } from '../lib/silly-meter';
import { EventCalendar } from './event-calendar';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SillyMeterSection() {
  const query = useSillyMeter();
  if (query.isPending) return <Loading label="Loading the Silly Meter" />;
  if (query.isError && !query.data)
    return <LoadFailed what="The Silly Meter" onRetry={() => void query.refetch()} />;
  const meter = query.data.data;
  const view = sillyMeterView(meter, Date.now() / 1000);
  return (
    <>
      <DataAge snapshot={query.data} refreshFailed={query.isError} />
      <div className="card silly-meter">
        <p>
          <strong data-testid="silly-meter-state">{meter.state}</strong>: {view.headline}
        </p>
        <ProgressBar
          label="Silly Meter"
          max={100}
          now={view.percent}
          valueText={`${view.percent}% full (${formatNumber(meter.hp)} points)`}
        />
        <p className="fine-print">
          {view.percent}% full · {view.nextChange}: {dateTime.format(meter.nextUpdateTimestamp * 1000)} (in
          about {formatSpan(view.secondsToNextChange)})
        </p>
      </div>
      <div className="table-scroll">
        <table className="data-table data-table--stack">
          <caption>Silly Teams</caption>
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">Reward</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {view.teams.map((team) => (
              <tr key={team.name}>
                <th scope="row">
                  {team.name} {team.isWinner && <span className="badge badge--new">Winner</span>}
                </th>
                <td data-label="Reward">{team.description || '—'}</td>
                <td data-label="Points">{team.points === null ? '—' : formatNumber(team.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function EventsPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Events</h1>
      <p>
        The game's weekly events and yearly holidays, from the community wiki and the game's news, and the
        Silly Meter live from the game. One-off events are announced in the game's news.
      </p>
      <EventCalendar />
      <section aria-labelledby="events-silly-meter">
        <h2 id="events-silly-meter">Silly Meter</h2>
        <SillyMeterSection />
      </section>
    </div>
  );
}
