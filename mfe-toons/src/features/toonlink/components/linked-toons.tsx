import { Link } from 'web-kit/area';
import { type ToonsState, unverifiedLinkKey } from '../../../lib/toons';
import { useToonLinkStore } from '../lib/toonlink-store';
import { portsText } from '../lib/window-match';

/** The ports whose windows show the toon linked by name `id` now (two toons may share a name). */
function useWindowPorts(): (id: string) => number[] {
  const ports = useToonLinkStore((state) => state.ports);
  return (id) =>
    Object.values(ports)
      .filter((view) => view.status === 'linked' && view.linkKey === unverifiedLinkKey(id))
      .map((view) => view.port);
}

/** The player's toons that ToonLink has linked, and whether each is linked right now. */
export function LinkedToons({ state }: { state: ToonsState }) {
  // Until the session and the toons are known, where they are kept is unknown too (the page's
  // status line shows the loading state).
  const windowPorts = useWindowPorts();
  if (state.isLoading) return null;
  // Toons linked once by a game toon id, and those linked by name right now (the game sent no id).
  const toons = state.toons.filter((toon) => toon.toonId !== null || toon.isLinked);
  return (
    <section aria-labelledby="linked-toons-heading">
      <h2 id="linked-toons-heading">Your linked Toons</h2>
      {toons.length === 0 ? (
        <p className="fine-print">
          No Toon linked yet. A Toon you play with ToonLink on is added to{' '}
          <Link to="/profile">Your Toons</Link> or matched to the one already linked to it.
        </p>
      ) : (
        <ul className="toonlink-toons">
          {toons.map((toon) => (
            <li key={toon.id} aria-label={toon.name}>
              <strong>{toon.name}</strong> · {toon.isLinked ? 'Linked now' : 'Not linked'} ·{' '}
              <Link to={`/toons/${encodeURIComponent(toon.id)}`} aria-label={`Dashboard of ${toon.name}`}>
                Dashboard
              </Link>
              {toon.isVerified && <span className="badge badge--verified">Verified</span>}
              {toon.toonId === null && (
                <span className="fine-print">
                  {' '}
                  · Not verified: the game sent no Toon id, so it is linked by its name
                  {windowPorts(toon.id).length > 0 && <> (the window on {portsText(windowPorts(toon.id))})</>}
                  .
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="fine-print">
        Your Toons are saved {state.storage === 'account' ? 'in your account' : 'in this browser only'}.
      </p>
    </section>
  );
}
