import { Link, useRouteMetadata } from 'web-kit/area';
import { ToonsStatus } from '../../../components/toons-status';
import { useCreateToon, useToons } from '../../../lib/toons';
import { StorageHint } from './storage-hint';
import { ToonCard } from './toon-card';

function NewToonButton() {
  const create = useCreateToon();
  return (
    <div className="toolbar">
      <button
        type="button"
        className="button button--primary"
        disabled={create.isPending}
        onClick={() => create.mutate()}
      >
        New Toon
      </button>
      {create.error && (
        <p className="form-message form-message--error" role="alert">
          The Toon could not be created: {create.error.message}
        </p>
      )}
    </div>
  );
}

function ToonList() {
  const state = useToons();
  if (state.isLoading || state.error) return <ToonsStatus state={state} />;
  const { toons, storage } = state;
  return (
    <>
      <StorageHint storage={storage} />
      <ToonsStatus state={state} />
      <NewToonButton />
      {toons.length === 0 ? (
        <div className="card">
          <h2>No Toons yet</h2>
          <p>Press "New Toon" to start tracking one. It gets a random name you can change.</p>
        </div>
      ) : (
        <ul className="toon-list">
          {toons.map((toon) => (
            <ToonCard key={toon.id} toon={toon} />
          ))}
        </ul>
      )}
    </>
  );
}

export function ProfilePage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Your Toons</h1>
      <p>
        Create, rename and manage the Toons you track, then follow their <Link to="/fishing">fishing</Link>,{' '}
        <Link to="/golfing">golf</Link>, <Link to="/racing">racing</Link> and{' '}
        <Link to="/rewards">rewards</Link>.
      </p>
      <ToonList />
    </div>
  );
}
