import { Link } from 'web-kit/area';

/** What a tracking page shows before the visitor has any toon. */
export function NoToons() {
  return (
    <div className="card">
      <h2>No Toons yet</h2>
      <p>Create a Toon first, then come back here to track it.</p>
      <Link className="button button--primary" to="/profile">
        Create a Toon
      </Link>
    </div>
  );
}
