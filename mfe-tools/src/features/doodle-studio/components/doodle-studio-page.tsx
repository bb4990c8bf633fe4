import { useRouteMetadata } from 'shared-contracts/area';

export function DoodleStudioPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Doodle Studio</h1>
      <p>Doodles for sale, ranked by their traits.</p>
    </div>
  );
}
