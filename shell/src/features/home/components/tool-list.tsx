import type { SurfaceHomeCard } from 'shared-contracts';
import { Link } from '../../../lib/router/link';

/** Every tool of the site with one line on what it does: the cards the remotes publish. */
export function ToolList({ cards }: { cards: readonly SurfaceHomeCard[] }) {
  return (
    <section aria-labelledby="tools-title" className="tools">
      <h2 id="tools-title">Tools for your Toons</h2>
      <ul className="tools__grid">
        {cards.map((card) => (
          <li key={card.to} className="card tools__item">
            <h3 className="tools__name">
              <Link to={card.to}>{card.label}</Link>
              {card.isNew ? <span className="badge badge--new">New</span> : null}
            </h3>
            <p>{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
