import { useId } from 'react';
import type { Toon } from 'shared-contracts/domain';
import { Link } from 'web-kit/area';
import { DeleteToon } from './delete-toon';
import { HiddenNotice } from './hidden-notice';
import { RenameForm } from './rename-form';
import { RodSelect } from './rod-select';

/** One toon on "Your Toons": name, rod, link status, verified mark and delete. */
export function ToonCard({ toon }: { toon: Toon }) {
  const headingId = useId();
  return (
    <li>
      <article className="card toon-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="toon-card__name">
          {toon.name}
          {toon.isVerified && (
            <span className="badge badge--verified" title="Some statistics were verified through ToonLink">
              Verified
            </span>
          )}
        </h2>
        {toon.hidden && <HiddenNotice hidden={toon.hidden} />}
        <p className="toon-card__link">
          {toon.isLinked ? (
            'Linked to the game'
          ) : (
            <>
              Not linked · <Link to="/toonlink">Link with ToonLink</Link>
            </>
          )}
        </p>
        {(toon.isLinked || toon.toonId !== null) && (
          <p>
            <Link to={`/toons/${encodeURIComponent(toon.id)}`} aria-label={`Dashboard of ${toon.name}`}>
              Dashboard: gags, tasks, Cog suits
            </Link>
          </p>
        )}
        <RenameForm toon={toon} />
        <RodSelect toon={toon} />
        <DeleteToon toon={toon} />
      </article>
    </li>
  );
}
