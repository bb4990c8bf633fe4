import type { ToonLinkData } from 'shared-contracts/domain';
import { countText } from '../lib/game-numbers';
import { cogSuitLines, gagLines, laffText, locationText, taskPeopleText, taskText } from '../lib/live-view';
import { invasionView } from '../lib/toon-facts';
import { IdentityFacts } from './toon-identity';

/**
 * A linked toon as the game reports it right now: who it is, laff, location and the invasion
 * there, gags, tasks, disguises, tokens.
 */
export function LiveToon({ data }: { data: ToonLinkData }) {
  const laff = laffText(data.laff);
  const location = locationText(data.location);
  const invasion = invasionView(data.invasion, data.location?.district);
  const gags = gagLines(data.gags);
  const tasks = data.tasks ?? [];
  const suits = cogSuitLines(data.cogsuits);
  return (
    <div className="toonlink-live">
      <dl className="toonlink-facts">
        <IdentityFacts toon={data.toon} />
        <dt>Laff</dt>
        <dd>{laff ?? 'Not reported'}</dd>
        <dt>Location</dt>
        <dd>{location ?? 'Not reported'}</dd>
        {invasion && (
          <>
            <dt>{invasion.label}</dt>
            <dd>{invasion.text}</dd>
          </>
        )}
        {typeof data.tokens === 'number' && (
          <>
            <dt>Cartoonival tokens</dt>
            <dd>{countText(data.tokens)}</dd>
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
            {tasks.map((task, index) => {
              const people = taskPeopleText(task);
              return (
                // The game gives tasks no id; their order is the game's own.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index}>
                  {taskText(task)}
                  {people && <span className="fine-print"> — {people}</span>}
                </li>
              );
            })}
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
