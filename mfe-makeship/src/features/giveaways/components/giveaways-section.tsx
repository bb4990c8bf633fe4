import { LoadError, Loading } from '../../../components/states';
import type { Visitor } from '../../../lib/session';
import type { useGiveaways } from '../api/get-giveaways';
import { orderGiveaways } from '../lib/giveaway-dates';
import { GiveawayCard } from './giveaway-card';

/**
 * The store's giveaways: one entry per registered member until each one's end. The page reads them
 * (`useGiveaways`, once the session is known, so the first answer already knows the visitor's entries)
 * and hands the query here: read again by a section mounting later, they would be fetched twice.
 */
export function GiveawaysSection({
  query,
  visitor,
}: {
  query: ReturnType<typeof useGiveaways>;
  visitor: Visitor;
}) {
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
