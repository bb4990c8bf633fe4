import { useRouteMetadata } from 'shared-contracts/area';

export function ArcadeGamePage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Arcade game</h1>
      <p>Play a game from the arcade.</p>
    </div>
  );
}
