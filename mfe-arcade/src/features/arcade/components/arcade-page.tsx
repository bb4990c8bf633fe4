import type { ComponentType } from 'react';
import { type LinkCard, LinkCards } from 'web-kit';
import { Link, useRouteMetadata } from 'web-kit/area';
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

/**
 * The page as its route serves it, listing `games`: the surface's page entry hands over the same
 * list its frame paints (a feature does not import the surface).
 */
export function arcadePageListing(games: readonly LinkCard[]): ComponentType {
  return function ArcadeRoutePage() {
    return <ArcadePage games={games} />;
  };
}
