import { Link } from 'web-kit/area';

/** An id the game's list does not name (or one that is not an id at all). */
export function FeedNotFound({
  what,
  listPath,
  listName,
}: {
  what: string;
  listPath: string;
  listName: string;
}) {
  return (
    <div className="page">
      <h1>{what} not found</h1>
      <p>
        The game has published nothing under this address. It may have been taken down, or the link has a
        typo.
      </p>
      <Link className="button" to={listPath}>
        All {listName}
      </Link>
    </div>
  );
}
