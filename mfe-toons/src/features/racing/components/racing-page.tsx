import { useRouteMetadata } from 'shared-contracts/area';

export function RacingPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Racing</h1>
      <p>Racing statistics and trophy progress for each of your Toons.</p>
    </div>
  );
}
