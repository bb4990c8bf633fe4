import { Link, useRouteMetadata } from 'web-kit/area';
import { DataAge } from '../../../components/data-age';
import { LoadFailed, Loading } from '../../../components/query-states';
import { useCavalcade } from '../api/get-cavalcade';
import { paradeText } from '../lib/parade-text';

function ParadeStatus() {
  const query = useCavalcade();
  if (query.isPending) return <Loading label="Loading the parade status" />;
  if (query.isError && !query.data)
    return <LoadFailed what="The parade status" onRetry={() => void query.refetch()} />;
  const { status, text } = paradeText(query.data.data.paradeStatus);
  return (
    <>
      <DataAge snapshot={query.data} refreshFailed={query.isError} />
      <p className="card">
        <strong data-testid="parade-status">
          {status === 'unknown' ? 'Unknown' : status === 'active' ? 'Marching' : 'In transit'}
        </strong>
        : {text}
      </p>
    </>
  );
}

export function CartoonivalPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Cartoonival and Cavalcade</h1>
      <section aria-labelledby="cartoonival-what">
        <h2 id="cartoonival-what">What is the Cartoonival?</h2>
        <p>
          The Cartoonival is a festival event in Toontown, with its own games and decorations, during which
          Toons earn Cartoonival tokens. The Cavalcade is its parade: it is either marching or on its way to
          its next stop, and this page shows which, straight from the game.
        </p>
      </section>
      <section aria-labelledby="cartoonival-parade">
        <h2 id="cartoonival-parade">The Cavalcade right now</h2>
        <ParadeStatus />
      </section>
      <section aria-labelledby="cartoonival-tokens">
        <h2 id="cartoonival-tokens">Your tokens</h2>
        <p>
          Token counts come straight from the running game. Link your Toons with{' '}
          <Link to="/toonlink">ToonLink</Link> while the game is open and it brings each Toon's Cartoonival
          tokens with the rest of its live data.
        </p>
      </section>
    </div>
  );
}
