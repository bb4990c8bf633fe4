import { useRouteMetadata } from 'shared-contracts/area';

export function PromotionsPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Promotions</h1>
      <p>Current promotions and codes.</p>
    </div>
  );
}
