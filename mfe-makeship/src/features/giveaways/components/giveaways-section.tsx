import { LoadError, Loading } from '../../../components/states';
import { useVisitor } from '../../../lib/session';
import { useGiveaways } from '../api/get-giveaways';
import { orderGiveaways } from '../lib/giveaway-dates';
import { GiveawayCard } from './giveaway-card';

/** The store's giveaways: one entry per registered member until each one's end. */
export function GiveawaysSection() {
  const visitor = useVisitor();
  // Waits for the session, so the first answer already knows the visitor's entries.
  const query = useGiveaways(visitor.uid, visitor.status !== 'loading');
  const now = new Date();
  return (
    <section aria-labelledby="giveaways" id="giveaways-section">
      <h2 id="giveaways">Giveaways</h2>
      {query.isPending ? (
        <Loading label="Loading the giveaways" />
      ) : query.isError ? (
        <LoadError message="The giveaways could not be loaded." onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="card">No giveaway right now. Follow the Makeship campaigns for the next one.</p>
      ) : (
        <ul className="card-grid">
          {orderGiveaways(query.data, now).map((giveaway) => (
            <GiveawayCard key={giveaway.slug} giveaway={giveaway} visitor={visitor} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
