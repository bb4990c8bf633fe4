import { CogsErrorPage } from 'web-kit';
import { Link, useParams, useRouteMetadata } from 'web-kit/area';
import { Loading } from '../../../components/query-states';
import { useReleaseNote } from '../api/get-release-note';
import { isNotFound } from '../api/not-found';
import { isFeedId } from '../lib/feed-id';
import { FeedBody } from './feed-body';
import { FeedDate } from './feed-date';
import { FeedNotFound } from './feed-not-found';
import { FeedStaleNote } from './feed-stale-note';

const NOT_FOUND = <FeedNotFound what="Release note" listPath="/release-notes" listName="release notes" />;

export function ReleaseNotePage() {
  const { id = '' } = useParams();
  const query = useReleaseNote(id);
  const note = query.data?.data;
  useRouteMetadata(note ? { title: `${note.slug}: release notes` } : {});
  if (!isFeedId(id) || (query.isError && isNotFound(query.error))) return NOT_FOUND;
  if (query.isPending) {
    return (
      <div className="page">
        <h1>Release notes</h1>
        <Loading label="Loading the release notes" />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return <CogsErrorPage area="tools-release-notes" onRetry={() => void query.refetch()} />;
  }
  const { data: shown, ...age } = query.data;
  return (
    <article className="page feed-post">
      <p>
        <Link to="/release-notes">← All release notes</Link>
      </p>
      <h1>Release notes: {shown.slug}</h1>
      <p className="feed-list__meta">
        <FeedDate text={shown.date} />
      </p>
      <FeedStaleNote snapshot={age} refreshFailed={query.isError} />
      <FeedBody html={shown.body} />
    </article>
  );
}
