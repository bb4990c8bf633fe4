import { Link, useRouteMetadata } from 'web-kit/area';
import { LoadFailed, Loading } from '../../../components/query-states';
import { useNewsList } from '../api/get-news-list';
import { newestPostsFirst } from '../lib/feed-order';
import { FeedDate } from './feed-date';
import { FeedStaleNote } from './feed-stale-note';
import { GameFeedAlerts } from './game-feed-alerts';

function NewsList() {
  const query = useNewsList();
  if (query.isPending) return <Loading label="Loading the news" />;
  if (query.isError && !query.data)
    return <LoadFailed what="The news" onRetry={() => void query.refetch()} />;
  const posts = newestPostsFirst(query.data.data);
  return (
    <>
      <FeedStaleNote snapshot={query.data} refreshFailed={query.isError} />
      {posts.length === 0 ? (
        <p className="card">The game has not published any news yet.</p>
      ) : (
        <ol className="feed-list" aria-label="News posts, newest first">
          {posts.map((post) => (
            <li key={post.postId} className="feed-list__item">
              <h2 className="feed-list__title">
                <Link to={`/news/${post.postId}`}>{post.title}</Link>
              </h2>
              <p className="feed-list__meta">
                <FeedDate text={post.date} />
                {post.author && <> · {post.author}</>}
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function NewsPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>News</h1>
      <p>The news posts of Toontown Rewritten, newest first, as the game's website publishes them.</p>
      <GameFeedAlerts />
      <NewsList />
    </div>
  );
}
