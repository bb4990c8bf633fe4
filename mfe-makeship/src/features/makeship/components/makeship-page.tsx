import { useRouteMetadata } from 'shared-contracts/area';

export function MakeshipPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Makeship</h1>
      <p>Plush campaigns, sales and stretch goals.</p>
    </div>
  );
}
