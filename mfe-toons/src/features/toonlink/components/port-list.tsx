import { useToonLinkStore } from '../lib/toonlink-store';
import { PortCard } from './port-card';
import { SameNameNotice } from './same-name-notice';

function hasSomethingToShow(view: { status: string; lastChanges: unknown; ignored: number }): boolean {
  return (
    view.status === 'linked' ||
    view.status === 'awaiting-consent' ||
    view.status === 'refused' ||
    view.lastChanges !== null ||
    view.ignored > 0
  );
}

/** Every port: cards for those with a game (or news), one line for the empty rest. */
export function PortList() {
  const ports = Object.values(useToonLinkStore((state) => state.ports));
  const shown = ports.filter(hasSomethingToShow);
  const empty = ports.filter((view) => !hasSomethingToShow(view)).map((view) => view.port);
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
        </p>
      )}
    </section>
  );
}
