import { useRouteMetadata } from 'shared-contracts/area';

export function GolfingPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Golfing</h1>
      <p>Golf statistics and trophy progress for each of your Toons.</p>
    </div>
  );
}
