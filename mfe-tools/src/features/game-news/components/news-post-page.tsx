import { CogsErrorPage } from 'web-kit';
import { Link, useParams, useRouteMetadata } from 'web-kit/area';
import { Loading } from '../../../components/query-states';
import { useNewsPost } from '../api/get-news-post';
import { isNotFound } from '../api/not-found';
import { isFeedId } from '../lib/feed-id';
import { FeedBody } from './feed-body';
import { FeedDate } from './feed-date';
import { FeedNotFound } from './feed-not-found';
import { FeedStaleNote } from './feed-stale-note';

const NOT_FOUND = <FeedNotFound what="News post" listPath="/news" listName="news" />;

export function NewsPostPage() {
  const { id = '' } = useParams();
  const query = useNewsPost(id);
  const post = query.data?.data;
  useRouteMetadata(post ? { title: `${post.title}: news` } : {});
  if (!isFeedId(id) || (query.isError && isNotFound(query.error))) return NOT_FOUND;
  if (query.isPending) {
    return (
      <div className="page">
        <h1>News post</h1>
        <Loading label="Loading the post" />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return <CogsErrorPage area="tools-news" onRetry={() => void query.refetch()} />;
  }
  const { data: shown, ...age } = query.data;
  return (
    <article className="page feed-post">
      <p>
        <Link to="/news">← All news</Link>
      </p>
      <h1>{shown.title}</h1>
      <p className="feed-list__meta">
        <FeedDate text={shown.date} />
        {shown.author && <> · {shown.author}</>}
      </p>
      <FeedStaleNote snapshot={age} refreshFailed={query.isError} />
      <FeedBody html={shown.body} />
    </article>
  );
}
