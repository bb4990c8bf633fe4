import { useId } from 'react';
import { brand } from 'web-kit';
import { useNow } from '../hooks/use-now';
import { changeLines } from '../lib/change-lines';
import { UNVERIFIED_LINK_REASON } from '../lib/merge-link-data';
import { waitNotice } from '../lib/port-wait-text';
import type { PortView } from '../lib/toonlink-store';
import { LiveToon } from './live-toon';
import { RefusedValues } from './refused-values';

function timeText(time: string | number): string {
  return new Date(time).toLocaleTimeString();
}

function statusText(view: PortView): string {
  switch (view.status) {
    case 'connecting':
      return 'Looking for a game…';
    case 'awaiting-consent':
      return 'A game is here: allow the link in the game’s prompt.';
    case 'refused':
      return 'The link was refused in the game.';
    case 'linked':
      return 'Linked';
    case 'at-picker':
      return 'At the toon picker: no Toon linked';
    case 'unreadable':
      return 'The game answers, but what it sends cannot be read.';
    case 'blocked':
      return 'Blocked by the browser.';
    default:
      return 'No game on this port.';
  }
}

/** How to allow a link the player refused: the page asks again by itself, and the game prompts again. */
function RefusedHelp({ view }: { view: PortView }) {
  return (
    <p className="fine-print">
      The game on this port closed the link without sending anything: the link was not allowed in the game’s
      prompt. To allow it, keep the game open: this page asks again
      {view.retryAt ? (
        <>
          {' '}
          at <time dateTime={new Date(view.retryAt).toISOString()}>{timeText(view.retryAt)}</time>
        </>
      ) : (
        ' shortly'
      )}
      , and when the game asks again whether {brand.siteName} may read your Toon, allow it.
    </p>
  );
}

/** A request the game has not answered: how long the page has waited, and when it asks again. */
function WaitLine({ view }: { view: PortView }) {
  const now = useNow(view.wait !== null);
  const notice = waitNotice(view.status, view.wait, now);
  if (!notice) return null;
  return (
    <p className="fine-print">
      {notice.text} This page asks again at{' '}
      <time dateTime={new Date(notice.nextAskAt).toISOString()}>{timeText(notice.nextAskAt)}</time>, one
      request at a time.
    </p>
  );
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
        {view.status === 'linked' && view.unverified && (
          <p className="fine-print">
            {UNVERIFIED_LINK_REASON} It is linked by its name while this game window (port {view.port}) stays
            open.
          </p>
        )}
        {view.status === 'refused' && <RefusedHelp view={view} />}
        <WaitLine view={view} />
        {view.status === 'at-picker' && (
          <p className="fine-print">
            The game window on this port is at the toon picker: no Toon is logged in there, so none is linked.
            When a Toon logs in, this page links it at its next look, within 30 seconds.
          </p>
        )}
        {view.status === 'unreadable' && (
          <p className="fine-print">
            Each frame it sent was malformed or too large, so nothing is linked. They are counted below; this
            page asks again less and less often while they stay unreadable.
          </p>
        )}
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
        {view.status === 'linked' && <RefusedValues linkKey={view.linkKey} />}
        {view.ignored > 0 && <p className="fine-print">Ignored frames from this port: {view.ignored}</p>}
      </article>
    </li>
  );
}
