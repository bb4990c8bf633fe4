import { Link } from 'web-kit/area';
import { ItemWindow } from '../../../components/item-window';
import { LoadError, Loading } from '../../../components/states';
import { formatPrice } from '../../../lib/format';
import type { useCatalogue } from '../api/get-catalogue';

/** Every item of the store, each linking to its own page (the page reads them: `useCatalogue`). */
export function StoreCatalogue({ query }: { query: ReturnType<typeof useCatalogue> }) {
  const now = new Date();
  return (
    <section aria-labelledby="store-items">
      <h2 id="store-items">Items</h2>
      {query.isPending ? (
        <Loading label="Loading the store" />
      ) : query.isError ? (
        <LoadError message="The store could not be loaded." onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="card">The store is empty right now. New items arrive with each event.</p>
      ) : (
        <ul className="card-grid">
          {query.data.map((item) => (
            <li key={item.slug}>
              <article className="card store-card" aria-label={item.title}>
                <img className="store-card__image" src={item.image} alt="" width={96} height={96} />
                <h3 className="store-card__title">
                  <Link to={`/store/${item.slug}`}>{item.title}</Link>
                </h3>
                <p className="store-card__price">{formatPrice(item.price)}</p>
                <ItemWindow from={item.availableFrom} until={item.availableUntil} now={now} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
