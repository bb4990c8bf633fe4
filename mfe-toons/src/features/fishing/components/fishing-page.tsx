import { Link, useRouteMetadata } from 'shared-contracts/area';

export function FishingPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Fishing</h1>
      <p>Your fish album, buckets and where to fish next.</p>
      <p>
        <Link to="/fishing/all">See every fish</Link>
      </p>
    </div>
  );
}
