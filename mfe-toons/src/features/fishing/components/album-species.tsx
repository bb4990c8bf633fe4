import { useId, useState } from 'react';
import { formatWeight, ouncesFromPounds } from 'trinket-game/data';
import type { AlbumEntry } from '../lib/album';
import { formatCaughtAt } from '../lib/caught-at';
import { LogCatchForm } from './log-catch-form';

/** One species in the album: caught or not, its record, and a form to log a catch. */
export function AlbumSpecies({
  entry,
  isVerified = false,
  isRecordFocus,
  useLocalTime,
  onLog,
}: {
  entry: AlbumEntry;
  /** ToonLink read this species from the game. */
  isVerified?: boolean;
  isRecordFocus: boolean;
  useLocalTime: boolean;
  onLog: (ounces: number) => void;
}) {
  const formId = useId();
  const [isLogging, setIsLogging] = useState(false);
  const { species, record } = entry;
  const caughtAt = record?.caughtAt ? formatCaughtAt(record.caughtAt, useLocalTime) : null;
  const highlight = isRecordFocus && entry.isBelowMaxWeight;

  return (
    <li className="album__species">
      <p>
        <strong>{species.name}</strong> <span className="fine-print">Rarity {species.rarity} of 10</span>
        {isVerified && (
          <>
            {' '}
            <span className="badge badge--verified" title="Verified from the game through ToonLink">
              Verified
            </span>
          </>
        )}
      </p>
      {record ? (
        <p>
          Caught · record{' '}
          <strong className={highlight ? 'album__weight--below' : undefined}>
            {formatWeight(record.weight)}
          </strong>
          {highlight && <> (heaviest possible {formatWeight(ouncesFromPounds(species.maxWeightLb))})</>}
          {caughtAt && record.caughtAt && (
            <>
              {' '}
              · first logged <time dateTime={record.caughtAt}>{caughtAt}</time>
            </>
          )}
        </p>
      ) : (
        <p className="fine-print">Not caught yet</p>
      )}
      <button
        type="button"
        className="button button--small"
        aria-expanded={isLogging}
        aria-controls={formId}
        onClick={() => setIsLogging((open) => !open)}
      >
        Log a catch
        <span className="visually-hidden"> of {species.name}</span>
      </button>
      <div id={formId} hidden={!isLogging}>
        {isLogging && <LogCatchForm species={species} onLog={onLog} />}
      </div>
    </li>
  );
}
