import { matchRoute, type NavEntry } from 'shared-contracts';
import { Link } from '../../../lib/router/link';

/** Every tool of the site with one line on what it does (from the route table). */
export function ToolList({ links }: { links: readonly NavEntry[] }) {
  return (
    <section aria-labelledby="tools-title" className="tools">
      <h2 id="tools-title">Tools for your Toons</h2>
      <ul className="tools__grid">
        {links.map((link) => (
          <li key={link.to} className="card tools__item">
            <h3 className="tools__name">
              <Link to={link.to}>{link.label}</Link>
              {link.isNew ? <span className="badge badge--new">New</span> : null}
            </h3>
            <p>{matchRoute(link.to)?.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
