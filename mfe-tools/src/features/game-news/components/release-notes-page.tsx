import { Link, useRouteMetadata } from 'web-kit/area';
import { LoadFailed, Loading } from '../../../components/query-states';
import { useReleaseNotes } from '../api/get-release-notes';
import { newestNotesFirst } from '../lib/feed-order';
import { FeedDate } from './feed-date';
import { FeedStaleNote } from './feed-stale-note';
import { GameFeedAlerts } from './game-feed-alerts';

function ReleaseNotesList() {
  const query = useReleaseNotes();
  if (query.isPending) return <Loading label="Loading the release notes" />;
  if (query.isError && !query.data)
    return <LoadFailed what="The release notes" onRetry={() => void query.refetch()} />;
  const notes = newestNotesFirst(query.data.data);
  return (
    <>
      <FeedStaleNote snapshot={query.data} refreshFailed={query.isError} />
      {notes.length === 0 ? (
        <p className="card">The game has not published any release notes yet.</p>
      ) : (
        <ol className="feed-list" aria-label="Release notes, newest first">
          {notes.map((note) => (
            <li key={note.noteId} className="feed-list__item">
              <h2 className="feed-list__title">
                <Link to={`/release-notes/${note.noteId}`}>{note.slug}</Link>
              </h2>
              <p className="feed-list__meta">
                <FeedDate text={note.date} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function ReleaseNotesPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Release notes</h1>
      <p>
        What changed in each update of Toontown Rewritten, newest first, as the game's website publishes it.
      </p>
      <GameFeedAlerts />
      <ReleaseNotesList />
    </div>
  );
}
