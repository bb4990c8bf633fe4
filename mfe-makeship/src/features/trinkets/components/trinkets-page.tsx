import { useRouteMetadata } from 'web-kit/area';
import { SignUpInvite } from '../../../components/sign-up-invite';
import { LoadError, Loading } from '../../../components/states';
import { useVisitor } from '../../../lib/session';
import { useTrinkets } from '../api/get-trinkets';
import { TrinketCard } from './trinket-card';

/** /trinkets and /stickers: the limited-time collectibles and the visitor's collection. */
export function TrinketsPage() {
  useRouteMetadata();
  const visitor = useVisitor();
  const query = useTrinkets(visitor.uid, visitor.status !== 'loading');
  const now = new Date();
  return (
    <div className="page">
      <h1>Trinkets</h1>
      <p>
        Limited-time collectibles: each one can be collected only during its window, so catch them while they
        last.
      </p>
      {!visitor.isRegistered && <SignUpInvite status={visitor.status} action="collect Trinkets" />}
      {query.isPending ? (
        <Loading label="Loading the Trinkets" />
      ) : query.isError ? (
        <LoadError message="The Trinkets could not be loaded." onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="card">No Trinkets yet. The first ones arrive with the next event.</p>
      ) : (
        <ul className="card-grid">
          {query.data.map((trinket) => (
            <TrinketCard key={trinket.slug} trinket={trinket} visitor={visitor} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}
