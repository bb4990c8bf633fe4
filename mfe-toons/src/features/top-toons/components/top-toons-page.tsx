import { useRouteMetadata } from 'shared-contracts/area';

export function TopToonsPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Top Toons</h1>
      <p>The leading public Toons in several categories.</p>
    </div>
  );
}
