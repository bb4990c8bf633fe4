import { useMemo, useState } from 'react';
import { useRouteMetadata } from 'web-kit/area';
import { DataAge } from '../../../components/data-age';
import { LoadFailed, Loading } from '../../../components/query-states';
import { useGameSettings } from '../../../lib/get-game-settings';
import { useDoodles } from '../api/get-doodles';
import { doodleOffers, filterOffers, rankOffers, traitsOf } from '../lib/doodle-list';
import { DoodleCard } from './doodle-card';

const SHOWN_AT_ONCE = 60;

function Doodles() {
  const query = useDoodles();
  const settings = useGameSettings();
  const [search, setSearch] = useState('');
  const [trait, setTrait] = useState('');
  const offers = useMemo(() => (query.data ? rankOffers(doodleOffers(query.data.data)) : []), [query.data]);
  if (query.isPending) return <Loading label="Loading doodles" />;
  if (query.isError && !query.data)
    return <LoadFailed what="The doodles for sale" onRetry={() => void query.refetch()} />;
  const shown = filterOffers(offers, { search, traits: trait ? [trait] : [] });
  return (
    <>
      <DataAge snapshot={query.data} refreshFailed={query.isError} />
      <div className="toolbar">
        <div className="field">
          <label htmlFor="doodle-search">Search</label>
          <input
            id="doodle-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="District, playground or trait"
          />
        </div>
        <div className="field">
          <label htmlFor="doodle-trait">Must have trait</label>
          <select id="doodle-trait" value={trait} onChange={(event) => setTrait(event.target.value)}>
            <option value="">Any traits</option>
            {traitsOf(offers).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="fine-print">
        {shown.length} of {offers.length} doodles
        {shown.length > SHOWN_AT_ONCE ? `, best ${SHOWN_AT_ONCE} shown` : ''}
      </p>
      {offers.length === 0 ? (
        <p className="card">No pet shop has doodles for sale right now.</p>
      ) : shown.length === 0 ? (
        <p className="card">No doodle matches. Try fewer words or another trait.</p>
      ) : (
        <ol className="card-grid doodle-grid">
          {shown.slice(0, SHOWN_AT_ONCE).map((offer) => (
            <DoodleCard
              key={offer.key}
              offer={offer}
              renditionBase={settings.data?.renditionBaseUrl ?? null}
            />
          ))}
        </ol>
      )}
    </>
  );
}

export function DoodleStudioPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Doodle Studio</h1>
      <p>
        Every doodle for sale in the pet shops, best traits first. Trait quality follows the Toontown
        Rewritten Wiki's doodle trait lists ("Rarely Tired" first, as the only trait that affects training);
        traits those lists do not name count as neutral, which is this site's own rule. Ties go to the cheaper
        doodle.
      </p>
      <Doodles />
    </div>
  );
}
