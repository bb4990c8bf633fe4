import { SharedQueryProvider } from 'web-kit/area';
import { Link } from '../../../lib/router/link';
import { type ParadeStatus, useCavalcadeStatus } from '../api/get-cavalcade-status';
import '../cavalcade.css';

const statusText: Record<ParadeStatus, string> = {
  active: 'The Cavalcade is on parade right now!',
  'in-transit': 'The Cavalcade is in transit to its next stop.',
  unknown: 'The Cavalcade’s whereabouts are unknown right now.',
};

function CavalcadeText({ baseUrl }: { baseUrl: string }) {
  const status = useCavalcadeStatus(baseUrl);
  let text = 'Looking for the Cavalcade…';
  if (status.isError) text = 'We couldn’t check on the Cavalcade just now. Please try again later.';
  else if (status.data) text = statusText[status.data];
  return (
    <span className="cavalcade__text" data-status={status.data ?? (status.isError ? 'error' : 'loading')}>
      {text}
    </span>
  );
}

/** Asks the cavalcade source for the parade status; a failure never breaks the layout. */
export default function CavalcadeLookup({ baseUrl }: { baseUrl: string }) {
  return (
    <aside className="cavalcade" aria-label="Cavalcade status" aria-live="polite">
      <SharedQueryProvider>
        <CavalcadeText baseUrl={baseUrl} />
      </SharedQueryProvider>{' '}
      <Link to="/cavalcade">Cavalcade Tracker</Link>
    </aside>
  );
}
