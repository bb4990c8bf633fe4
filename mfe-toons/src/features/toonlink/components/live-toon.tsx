import type { ToonLinkData } from 'shared-contracts';
import { cogSuitLines, gagLines, laffText, locationText, taskText } from '../lib/live-view';

/** A linked toon as the game reports it right now: laff, location, gags, tasks, disguises, tokens. */
export function LiveToon({ data }: { data: ToonLinkData }) {
  const laff = laffText(data.laff);
  const location = locationText(data.location);
  const gags = gagLines(data.gags);
  const tasks = data.tasks ?? [];
  const suits = cogSuitLines(data.cogsuits);
  return (
    <div className="toonlink-live">
      <dl className="toonlink-facts">
        <dt>Laff</dt>
        <dd>{laff ?? 'Not reported'}</dd>
        <dt>Location</dt>
        <dd>{location ?? 'Not reported'}</dd>
        {typeof data.tokens === 'number' && (
          <>
            <dt>Cartoonival tokens</dt>
            <dd>{data.tokens}</dd>
          </>
        )}
      </dl>
      {gags.length > 0 && (
        <details>
          <summary>Gags ({gags.length} tracks)</summary>
          <ul>
            {gags.map((line) => (
              <li key={line.track}>
                <strong>{line.track}</strong>: {line.text}
              </li>
            ))}
          </ul>
        </details>
      )}
      <details>
        <summary>Tasks ({tasks.length})</summary>
        {tasks.length === 0 ? (
          <p className="fine-print">No tasks reported.</p>
        ) : (
          <ul>
            {tasks.map((task, index) => (
              // The game gives tasks no id; their order is the game's own.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>{taskText(task)}</li>
            ))}
          </ul>
        )}
      </details>
      {suits.length > 0 && (
        <details>
          <summary>Cog disguises</summary>
          <ul>
            {suits.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
