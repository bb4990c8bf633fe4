import { Link, useRouteMetadata } from 'web-kit/area';
import { LoadError, Loading } from '../../../components/states';
import { formatDate } from '../../../lib/format';
import { usePromotions } from '../api/get-promotions';
import { type PromotionView, promotionViews } from '../lib/promotion-status';

const STATE_LABEL = { open: 'Running', upcoming: 'Coming soon', ended: 'Expired' } as const;

function PromotionCard({ promotion }: { promotion: PromotionView }) {
  return (
    <article
      className={`card promotion${promotion.state === 'ended' ? ' promotion--expired' : ''}`}
      aria-label={promotion.title}
    >
      <h3 className="promotion__title">
        {promotion.title}{' '}
        <span className={`badge badge--window-${promotion.state}`}>{STATE_LABEL[promotion.state]}</span>
      </h3>
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
  );
}

/** Nothing running or coming: say so plainly, and where to go instead. */
function NoPromotions() {
  return (
    <div className="card" role="status">
      <p>
        <strong>No promotions are running right now.</strong>
      </p>
      <p>
        When there is one, it is listed here with its code and the dates it is valid. Meanwhile, see what is
        in the <Link to="/store">store</Link>.
      </p>
    </div>
  );
}

function PromotionList() {
  const query = usePromotions();
  if (query.isPending) return <Loading label="Loading the promotions" />;
  if (query.isError) {
    return <LoadError message="The promotions could not be loaded." onRetry={() => void query.refetch()} />;
  }
  const views = promotionViews(query.data, new Date());
  const current = views.filter((promotion) => promotion.state !== 'ended');
  const past = views.filter((promotion) => promotion.state === 'ended');
  return (
    <>
      <section aria-labelledby="promotions-current">
        <h2 id="promotions-current">Current promotions</h2>
        {current.length === 0 ? (
          <NoPromotions />
        ) : (
          <ul className="card-grid">
            {current.map((promotion) => (
              <li key={promotion.slug}>
                <PromotionCard promotion={promotion} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="promotions-past">
          <h2 id="promotions-past">Past promotions</h2>
          <ul className="card-grid">
            {past.map((promotion) => (
              <li key={promotion.slug}>
                <PromotionCard promotion={promotion} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
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
