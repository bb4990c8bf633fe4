import type { ComponentType, ReactNode } from 'react';

/** One card of a fixed list of links: a title that links to a page of this site, and a line on it. */
export interface LinkCard {
  title: string;
  text: string;
  /** A path on this site. */
  to: string;
}

type LinkLike = ComponentType<{ to: string; children: ReactNode }>;

function PlainLink({ to, children }: { to: string; children: ReactNode }) {
  return <a href={to}>{children}</a>;
}

/**
 * A page's fixed list of links as cards. The same markup serves the page (with its router's `Link`)
 * and its route frame (plain links, painted by the site's server), so the one replaces the other
 * without a shift. `titlesAsText` draws the titles without heading semantics, for a copy laid over
 * a page that already has them.
 */
export function LinkCards({
  cards,
  Link = PlainLink,
  titlesAsText = false,
}: {
  cards: readonly LinkCard[];
  Link?: LinkLike;
  titlesAsText?: boolean;
}) {
  const Title = titlesAsText ? 'div' : 'h2';
  return (
    <ul className="card-grid link-cards">
      {cards.map((card) => (
        <li key={card.to} className="card">
          <Title className="link-cards__title">
            <Link to={card.to}>{card.title}</Link>
          </Title>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
