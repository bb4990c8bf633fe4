import { useRouteMetadata } from 'shared-contracts/area';

export function ToonLinkPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>ToonLink</h1>
      <p>Link the Toons you are playing right now.</p>
    </div>
  );
}
