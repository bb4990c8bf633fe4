import { Link, useRouteMetadata } from 'shared-contracts/area';
import { buildLabel } from '../../../lib/build-label';

const games = [
  {
    to: '/arcade/toons-up',
    name: 'Toons Up',
    blurb: 'Bounce a toon up through the sky, grab jellybeans and dodge the Cogs. Arrow keys or touch.',
  },
  {
    to: '/arcade/cogsweeper',
    name: 'Cogsweeper',
    blurb: 'Clear the board without waking a Cog: three levels, custom boards and best times.',
  },
];

export function ArcadePage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Arcade</h1>
      <p>Play toons-up and cogsweeper. Signed-in players earn jellybeans for their results.</p>
      <ul className="card-grid arcade__games">
        {games.map((game) => (
          <li key={game.to} className="card">
            <h2>
              <Link to={game.to}>{game.name}</Link>
            </h2>
            <p>{game.blurb}</p>
          </li>
        ))}
      </ul>
      {buildLabel ? <p className="build-label">Build {buildLabel}</p> : null}
    </div>
  );
}
