import { useRouteMetadata } from 'shared-contracts/area';

export function StorePage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Store</h1>
      <p>Trinkets and items, and the current giveaway.</p>
    </div>
  );
}
