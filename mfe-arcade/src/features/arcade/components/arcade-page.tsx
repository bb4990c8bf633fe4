import { LinkCards } from 'web-kit';
import { Link, useRouteMetadata } from 'web-kit/area';
import { buildLabel } from '../../../lib/build-label';
import { arcadeGames } from '../../../surface';

/** The arcade's games list: the cards its route frame paints too (`arcadeGames`, src/surface.ts). */
export function ArcadePage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Arcade</h1>
      <p>Play toons-up and cogsweeper. Signed-in players earn jellybeans for their results.</p>
      <LinkCards cards={arcadeGames} Link={Link} />
      {buildLabel ? <p className="build-label">Build {buildLabel}</p> : null}
    </div>
  );
}
