import { useRouteMetadata } from 'shared-contracts/area';

export function TrinketsPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Trinkets</h1>
      <p>Limited-time collectibles to collect while they last.</p>
    </div>
  );
}
