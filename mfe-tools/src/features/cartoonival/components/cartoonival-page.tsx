import { useRouteMetadata } from 'shared-contracts/area';

export function CartoonivalPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Cartoonival + Cavalcade Tracker</h1>
      <p>The Cartoonival and the Cavalcade parade.</p>
    </div>
  );
}
