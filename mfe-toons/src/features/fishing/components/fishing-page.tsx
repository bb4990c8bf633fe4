import { Link, useRouteMetadata } from 'web-kit/area';
import { ToonTracker } from '../../../components/toon-tracker';
import { FishingTracker } from './fishing-tracker';

export function FishingPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Fishing</h1>
      <p>
        Your fish album, buckets and where to fish next. <Link to="/fishing/all">See every fish</Link>
      </p>
      <ToonTracker>
        {(toon, update) => <FishingTracker key={toon.id} toon={toon} update={update} />}
      </ToonTracker>
    </div>
  );
}
