import { useRouteMetadata } from 'shared-contracts/area';

export function ToonStudioPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Toon Studio</h1>
      <p>Portraits and full-body pictures of your Toons.</p>
    </div>
  );
}
