import { useRouteMetadata } from 'shared-contracts/area';

export function StoreItemPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Store item</h1>
      <p>An item from the store.</p>
    </div>
  );
}
