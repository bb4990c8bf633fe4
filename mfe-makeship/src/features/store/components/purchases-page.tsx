import { Link, useRouteMetadata } from 'web-kit/area';
import { SignUpInvite } from '../../../components/sign-up-invite';
import { LoadError, Loading } from '../../../components/states';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { useVisitor } from '../../../lib/session';
import { usePurchases } from '../api/get-purchases';

function PurchaseList({ uid }: { uid: string }) {
  const query = usePurchases(uid);
  if (query.isPending) return <Loading label="Loading your purchases" />;
  if (query.isError) {
    return <LoadError message="Your purchases could not be loaded." onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <p className="card">
        Nothing yet. <Link to="/trinkets">Collect a Trinket</Link> or browse the{' '}
        <Link to="/store">store</Link>.
      </p>
    );
  }
  return (
    <ol className="purchase-list">
      {query.data.map((purchase) => (
        <li key={purchase.itemSlug} className="card purchase-list__item">
          <img src={purchase.image} alt="" width={48} height={48} />
          <div>
            <h2 className="purchase-list__title">{purchase.title}</h2>
            <p className="fine-print">
              {purchase.kind === 'collected' ? 'Collected' : `Bought for ${formatPrice(purchase.price)}`} on{' '}
              {formatDateTime(purchase.purchasedAt)}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function PurchasesPage() {
  useRouteMetadata();
  const visitor = useVisitor();
  return (
    <div className="page">
      <h1>Your purchases</h1>
      <p>What you have collected or bought, newest first.</p>
      {visitor.status === 'loading' ? (
        <Loading label="Checking your account" />
      ) : visitor.isRegistered && visitor.uid ? (
        <PurchaseList uid={visitor.uid} />
      ) : (
        <SignUpInvite status={visitor.status} action="collect Trinkets and keep what you buy" />
      )}
    </div>
  );
}
