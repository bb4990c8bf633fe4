import { useRouteMetadata } from 'shared-contracts/area';

export function PopulationPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Population and Invasions</h1>
      <p>Players online per district, over time.</p>
    </div>
  );
}
