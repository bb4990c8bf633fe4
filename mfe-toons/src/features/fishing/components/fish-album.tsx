import type { FishingPreferences, FishMap, VerifiedFishMap } from 'shared-contracts/domain';
import { FISH_GENERA, type FishSpecies } from 'trinket-game/data';
import { buildAlbum } from '../lib/album';
import { AlbumSpecies } from './album-species';

/** Every species by genus with the toon's records, shown as the preferences ask. */
export function FishAlbum({
  fish,
  verifiedFish = {},
  preferences,
  onLog,
  lastLogged,
}: {
  fish: FishMap;
  /** Species whose weight ToonLink verified (the toon's fish2). */
  verifiedFish?: VerifiedFishMap;
  preferences: FishingPreferences;
  onLog: (species: FishSpecies, ounces: number) => void;
  /** What the last logged catch did, announced politely. */
  lastLogged: string | null;
}) {
  const album = buildAlbum(FISH_GENERA, fish, preferences);
  return (
    <section aria-labelledby="album-heading">
      <h2 id="album-heading">Album</h2>
      <p>
        <strong>{album.caught}</strong> of {album.total} species caught.
      </p>
      <div role="status">
        {lastLogged && <p className="form-message form-message--success">{lastLogged}</p>}
      </div>
      {album.groups.length === 0 && (
        <p className="card">Every species is caught. Turn on “Show species already caught” to see them.</p>
      )}
      <div className="card-grid">
        {album.groups.map((group) => (
          <section key={group.genusId} className="card" aria-labelledby={`genus-${group.genusId}`}>
            <h3 id={`genus-${group.genusId}`}>{group.name}</h3>
            <p className="fine-print">
              {group.caught} of {group.total} caught
            </p>
            <ul className="album__list">
              {group.entries.map((entry) => (
                <AlbumSpecies
                  key={entry.species.key}
                  entry={entry}
                  isVerified={Object.hasOwn(verifiedFish, entry.species.key)}
                  isRecordFocus={preferences.isRecordFocus}
                  useLocalTime={preferences.useLocalTime}
                  onLog={(ounces) => onLog(entry.species, ounces)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
