import { useRouteMetadata } from 'shared-contracts/area';

export function PurchasesPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Your purchases</h1>
      <p>What you have collected or bought, newest first.</p>
    </div>
  );
}
