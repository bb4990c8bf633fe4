import { useRouteMetadata } from 'shared-contracts/area';

export function AllFishPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>All fish</h1>
      <p>Every species with its weight range, rarity and locations.</p>
    </div>
  );
}
