import { type ReactNode, useState } from 'react';
import { formatNumber } from 'web-kit';
import { Link, useRouteMetadata } from 'web-kit/area';
import { DataAge } from '../../../components/data-age';
import { LoadFailed, Loading } from '../../../components/query-states';
import { usePopulation } from '../api/get-population';
import { usePopulationHistory } from '../api/get-population-history';
import { DistrictTable } from './district-table';
import { PopulationChart } from './population-chart';

function CurrentPopulation({ query }: { query: ReturnType<typeof usePopulation> }) {
  if (query.isPending) return <Loading label="Loading the population" />;
  if (query.isError && !query.data)
    return <LoadFailed what="The population" onRetry={() => void query.refetch()} />;
  const { data } = query.data;
  return (
    <section aria-labelledby="population-now">
      <h2 id="population-now">Right now</h2>
      <p className="population-total">
        <span className="population-total__number" data-testid="total-population">
          {formatNumber(data.totalPopulation)}
        </span>{' '}
        Toons online
      </p>
      <DataAge snapshot={query.data} refreshFailed={query.isError} />
      <DistrictTable population={data} />
    </section>
  );
}

function PopulationHistorySection({ query }: { query: ReturnType<typeof usePopulationHistory> }) {
  let body: ReactNode;
  if (query.isPending) body = <Loading label="Loading the population history" />;
  else if (query.isError && !query.data)
    body = <LoadFailed what="The population history" onRetry={() => void query.refetch()} />;
  else if (query.data.samples.length < 2)
    body = (
      <p className="card">
        The history is just starting: this site takes a sample every{' '}
        {Math.round(query.data.intervalSeconds / 60)} minutes, so the chart appears after the next one.
      </p>
    );
  else body = <PopulationChart samples={query.data.samples} />;
  return (
    <section aria-labelledby="population-history">
      <h2 id="population-history">The last day</h2>
      {body}
    </section>
  );
}

export function PopulationPage() {
  useRouteMetadata();
  // Both parts first appear in one paint: the history answering first would otherwise be pushed
  // down the screen by the current population (a layout shift). The parts get the queries from here
  // (read again by a part mounting later, they would be fetched twice) and show their own states.
  const current = usePopulation();
  const history = usePopulationHistory();
  const [revealed, setRevealed] = useState(false);
  if (!revealed && !current.isPending && !history.isPending) setRevealed(true);
  return (
    <div className="page">
      <h1>Population and Invasions</h1>
      <p>
        How many Toons are playing in each district, and how that changed over the last day. For invasions and
        field offices, see the <Link to="/cog-radar">Cog Radar</Link>.
      </p>
      {revealed ? (
        <>
          <CurrentPopulation query={current} />
          <PopulationHistorySection query={history} />
        </>
      ) : (
        <Loading label="Loading the population" />
      )}
    </div>
  );
}
