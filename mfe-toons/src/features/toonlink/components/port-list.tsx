import type { LocalNetworkAccess } from '../lib/local-network-access';
import { useToonLinkStore } from '../lib/toonlink-store';
import { PortCard } from './port-card';
import { SameNameNotice } from './same-name-notice';

function hasSomethingToShow(view: { status: string; lastChanges: unknown; ignored: number }): boolean {
  return (
    view.status === 'linked' ||
    view.status === 'awaiting-consent' ||
    view.status === 'refused' ||
    view.status === 'at-picker' ||
    view.status === 'unreadable' ||
    view.lastChanges !== null ||
    view.ignored > 0
  );
}

/**
 * Every port: cards for those with a game (or news), one line for the empty rest. Ports the browser
 * blocks are not said to be empty (the page says why they are blocked); while the browser may still
 * be asking for its permission, the empty ones may be blocked too, and the line says so.
 */
export function PortList({ access }: { access?: LocalNetworkAccess }) {
  const ports = Object.values(useToonLinkStore((state) => state.ports));
  const shown = ports.filter(hasSomethingToShow);
  const blocked = ports.filter((view) => view.status === 'blocked').length;
  const empty = ports
    // A port not tried yet (the browser's permission is still being read) is not said to be empty.
    .filter((view) => !hasSomethingToShow(view) && view.status !== 'blocked' && view.status !== 'stopped')
    .map((view) => view.port);
  const ignored = ports.reduce((total, view) => total + view.ignored, 0);
  const linked = ports.filter((view) => view.status === 'linked').length;
  return (
    <section aria-labelledby="ports-heading">
      <h2 id="ports-heading">Game windows</h2>
      <p role="status">
        {linked === 1 ? '1 Toon linked' : `${linked} Toons linked`} · Ignored frames: {ignored}
      </p>
      <SameNameNotice />
      {shown.length > 0 && (
        <ul className="card-grid toonlink-ports">
          {shown.map((view) => (
            <PortCard key={view.port} view={view} />
          ))}
        </ul>
      )}
      {empty.length > 0 && (
        <p className="fine-print">
          No game on port{empty.length === 1 ? '' : 's'} {empty.join(', ')}. They are checked again now and
          then, less often the longer they stay empty.
          {access === 'prompt' &&
            ' If your browser asks whether this site may access apps and services on this device, allow it: until then no game can be reached.'}
        </p>
      )}
      {blocked > 0 && (
        <p className="fine-print">
          Not tried: your browser blocks this site from reaching the game (see “Your browser blocks
          ToonLink”).
        </p>
      )}
    </section>
  );
}
