import { useId } from 'react';
import { changeLines } from '../lib/live-view';
import type { PortView } from '../lib/toonlink-store';
import { LiveToon } from './live-toon';

function timeText(iso: string): string {
  return new Date(iso).toLocaleTimeString();
}

function statusText(view: PortView): string {
  switch (view.status) {
    case 'connecting':
      return 'Looking for a game…';
    case 'awaiting-consent':
      return 'A game is here: allow the link in the game’s prompt.';
    case 'linked':
      return 'Linked';
    default:
      return 'No game on this port.';
  }
}

/** One port that has (or just had) a game: its toon, last update, what changed and the live data. */
export function PortCard({ view }: { view: PortView }) {
  const headingId = useId();
  const name = view.live?.toon?.name ?? null;
  const changes = view.lastChanges ? changeLines(view.lastChanges.changes) : [];
  return (
    <li>
      <article className="card toonlink-port" aria-labelledby={headingId}>
        <h3 id={headingId}>Port {view.port}</h3>
        <p>
          <strong>{statusText(view)}</strong>
          {view.status === 'linked' && name && <> · {name}</>}
          {view.status === 'linked' && view.toonId && <span className="fine-print"> ({view.toonId})</span>}
        </p>
        {view.lastUpdate && (
          <p className="fine-print">
            Last update <time dateTime={view.lastUpdate}>{timeText(view.lastUpdate)}</time>
          </p>
        )}
        {view.lastChanges && changes.length > 0 && (
          <div>
            <p>
              Changed at <time dateTime={view.lastChanges.at}>{timeText(view.lastChanges.at)}</time>:
            </p>
            <ul>
              {changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        {view.status === 'linked' && view.live && <LiveToon data={view.live} />}
        {view.ignored > 0 && <p className="fine-print">Ignored frames from this port: {view.ignored}</p>}
      </article>
    </li>
  );
}
