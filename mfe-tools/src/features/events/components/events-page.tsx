import { useRouteMetadata } from 'shared-contracts/area';

export function EventsPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Events</h1>
      <p>In-game events and the Silly Meter.</p>
    </div>
  );
}
