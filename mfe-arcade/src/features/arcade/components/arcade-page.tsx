import { type LinkCard, LinkCards } from 'shared-contracts';
import { Link, useRouteMetadata } from 'shared-contracts/area';
import { buildLabel } from '../../../lib/build-label';

/** The arcade's games list: `games` are the cards its route frame paints too (src/surface.ts). */
export function ArcadePage({ games }: { games: readonly LinkCard[] }) {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Arcade</h1>
      <p>Play toons-up and cogsweeper. Signed-in players earn jellybeans for their results.</p>
      <LinkCards cards={games} Link={Link} />
      {buildLabel ? <p className="build-label">Build {buildLabel}</p> : null}
    </div>
  );
}
