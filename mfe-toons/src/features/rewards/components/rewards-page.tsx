import { useRouteMetadata } from 'shared-contracts/area';

export function RewardsPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Rewards</h1>
      <p>SOS cards, unites, summons, pink slips and remotes per Toon.</p>
    </div>
  );
}
