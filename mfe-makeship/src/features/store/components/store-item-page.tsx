import { Link, useParams, useRouteMetadata } from 'web-kit/area';
import { ItemWindow } from '../../../components/item-window';
import { LoadError, Loading } from '../../../components/states';
import { formatPrice } from '../../../lib/format';
import { useStoreItem } from '../api/get-store-item';
import { PurchaseAction } from './purchase-action';

function NotFound() {
  return (
    <div className="page">
      <h1>Item not found</h1>
      <p>There is no such item in the store. It may have been renamed, or the link has a typo.</p>
      <Link className="button" to="/store">
        Back to the store
      </Link>
    </div>
  );
}

export function StoreItemPage() {
  useRouteMetadata();
  const { slug = '' } = useParams();
  const query = useStoreItem(slug);
  if (query.isPending) {
    return (
      <div className="page">
        <h1>Store item</h1>
        <Loading label="Loading the item" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="page">
        <h1>Store item</h1>
        <LoadError message="This item could not be loaded." onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const item = query.data;
  if (!item) return <NotFound />;
  const now = new Date();
  return (
    <div className="page store-item">
      <p>
        <Link to="/store">← Store</Link>
      </p>
      <h1>{item.title}</h1>
      <img className="store-item__image" src={item.image} alt={item.title} width={200} height={200} />
      <p>{item.description}</p>
      <p className="store-card__price">{formatPrice(item.price)}</p>
      <ItemWindow from={item.availableFrom} until={item.availableUntil} now={now} />
      <PurchaseAction item={item} now={now} />
    </div>
  );
}
