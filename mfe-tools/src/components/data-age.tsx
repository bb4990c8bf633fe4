import { formatAge } from '../lib/format-time';

interface Age {
  ageSeconds: number;
  stale: boolean;
}

/**
 * How old the shown game data is. A stale copy (the game did not answer, or the site could not be
 * reached on the last refresh) gets a visible warning naming its age.
 */
export function DataAge({ snapshot, refreshFailed = false }: { snapshot: Age; refreshFailed?: boolean }) {
  const age = formatAge(snapshot.ageSeconds);
  if (snapshot.stale || refreshFailed) {
    return (
      <p className="form-message live-age live-age--stale" role="status">
        The game is not answering right now, so this is the last data we have, from {age} ago.
      </p>
    );
  }
  return (
    <p className="fine-print live-age" role="status">
      Updated {age} ago · refreshes every 30 seconds
    </p>
  );
}
