import { useRouteMetadata } from 'shared-contracts/area';

export function TheaterPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Theater</h1>
      <p>A curated list of Toontown videos.</p>
    </div>
  );
}
