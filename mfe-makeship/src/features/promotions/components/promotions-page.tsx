import { useRouteMetadata } from 'shared-contracts/area';
import { LoadError, Loading } from '../../../components/states';
import { formatDate } from '../../../lib/format';
import { usePromotions } from '../api/get-promotions';
import { promotionViews } from '../lib/promotion-status';

const STATE_LABEL = { open: 'Running', upcoming: 'Coming soon', ended: 'Expired' } as const;

function PromotionList() {
  const query = usePromotions();
  if (query.isPending) return <Loading label="Loading the promotions" />;
  if (query.isError) {
    return <LoadError message="The promotions could not be loaded." onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <p className="card">No promotions right now. Check back soon!</p>;
  return (
    <ul className="card-grid">
      {promotionViews(query.data, new Date()).map((promotion) => (
        <li key={promotion.slug}>
          <article
            className={`card promotion${promotion.state === 'ended' ? ' promotion--expired' : ''}`}
            aria-label={promotion.title}
          >
            <h2 className="promotion__title">
              {promotion.title}{' '}
              <span className={`badge badge--window-${promotion.state}`}>{STATE_LABEL[promotion.state]}</span>
            </h2>
            <p>{promotion.description}</p>
            {promotion.code && (
              <p>
                Code: <code className="promotion__code">{promotion.code}</code>
              </p>
            )}
            <p className="fine-print">
              Valid {formatDate(promotion.validFrom)} – {formatDate(promotion.validUntil)} (Pacific time)
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function PromotionsPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Promotions</h1>
      <p>Current promotions and codes, with the dates they are valid. Expired ones are marked.</p>
      <PromotionList />
    </div>
  );
}
