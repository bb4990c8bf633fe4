import { type Trinket, windowState } from 'shared-contracts/domain';
import { ItemWindow } from '../../../components/item-window';
import { errorReason } from '../../../lib/error-reason';
import { usePurchase } from '../../../lib/purchase-api';
import type { Visitor } from '../../../lib/session';

export function TrinketCard({ trinket, visitor, now }: { trinket: Trinket; visitor: Visitor; now: Date }) {
  const collect = usePurchase();
  const open = windowState(trinket.availableFrom, trinket.availableUntil, now) === 'open';
  const owned = trinket.owned || collect.isSuccess;
  return (
    <li>
      <article className={`card trinket${owned ? ' trinket--owned' : ''}`} aria-label={trinket.title}>
        <img className="trinket__image" src={trinket.image} alt="" width={120} height={120} />
        <h2 className="trinket__title">{trinket.title}</h2>
        <p>{trinket.description}</p>
        <ItemWindow from={trinket.availableFrom} until={trinket.availableUntil} now={now} />
        {owned ? (
          <p className="form-message form-message--success">In your collection</p>
        ) : visitor.isRegistered && open ? (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={collect.isPending}
              onClick={() => collect.mutate(trinket.slug)}
            >
              {collect.isPending ? 'Collecting…' : `Collect ${trinket.title}`}
            </button>
            {collect.isError && (
              <p className="form-message form-message--error" role="alert">
                {errorReason(collect.error, 'Collecting did not work. Please try again.')}
              </p>
            )}
          </>
        ) : (
          <p className="fine-print">{open ? 'Not collected yet.' : 'Not in your collection.'}</p>
        )}
      </article>
    </li>
  );
}
