import { useRouteMetadata } from 'shared-contracts/area';

export function CogRadarPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Cog Radar</h1>
      <p>Current invasions and field offices.</p>
    </div>
  );
}
