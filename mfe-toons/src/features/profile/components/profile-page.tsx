import { Link, useRouteMetadata } from 'shared-contracts/area';

export function ProfilePage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Your Toons</h1>
      <p>Create, rename and manage the Toons you track.</p>
      <p>
        <Link to="/fishing">Track your fishing</Link>
      </p>
    </div>
  );
}
