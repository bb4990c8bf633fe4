import { LinkCards } from 'shared-contracts';
import { Link, useRouteMetadata } from 'shared-contracts/area';
import { buildLabel } from '../../../lib/build-label';

// The same cards, word for word, are this page's route frame (src/surface.ts): the site's server
// paints them before any script runs.
const games = [
  {
    to: '/arcade/toons-up',
    title: 'Toons Up',
    text: 'Bounce a toon up through the sky, grab jellybeans and dodge the Cogs. Arrow keys or touch.',
  },
  {
    to: '/arcade/cogsweeper',
    title: 'Cogsweeper',
    text: 'Clear the board without waking a Cog: three levels, custom boards and best times.',
  },
];

export function ArcadePage() {
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
