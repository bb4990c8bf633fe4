import { type StoreItem, windowState } from 'shared-contracts/domain';
import { formatNumber } from 'web-kit';
import { Link } from 'web-kit/area';
import { SignUpInvite } from '../../../components/sign-up-invite';
import { useAccount } from '../../../lib/account-api';
import { errorReason } from '../../../lib/error-reason';
import { formatPrice } from '../../../lib/format';
import { usePurchase } from '../../../lib/purchase-api';
import { useVisitor } from '../../../lib/session';
import { usePurchases } from '../api/get-purchases';

/** Collect or buy: for registered users with the item open and affordable; an invitation otherwise. */
export function PurchaseAction({ item, now }: { item: StoreItem; now: Date }) {
  const visitor = useVisitor();
  const account = useAccount();
  const purchases = usePurchases(visitor.isRegistered ? visitor.uid : null);
  const purchase = usePurchase();
  const verb = item.price === 0 ? 'collect' : 'buy';

  if (windowState(item.availableFrom, item.availableUntil, now) !== 'open') {
    return (
      <p className="fine-print">This item cannot be {verb === 'collect' ? 'collected' : 'bought'} now.</p>
    );
  }
  if (!visitor.isRegistered) return <SignUpInvite status={visitor.status} action={`${verb} ${item.title}`} />;

  const owned = purchases.data?.some((entry) => entry.itemSlug === item.slug) ?? false;
  if (owned || purchase.isSuccess) {
    return (
      <p className="form-message form-message--success" role="status">
        You have this. <Link to="/store/purchases">See your purchases</Link>
      </p>
    );
  }
  const balance = account.data?.jellybeans;
  const short = balance !== undefined && balance < item.price;
  return (
    <div className="purchase-action">
      {item.price > 0 && balance !== undefined && (
        <p className="fine-print">Your balance: {formatNumber(balance)} jellybeans</p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={purchase.isPending || short || purchases.isPending}
        onClick={() => purchase.mutate(item.slug)}
      >
        {purchase.isPending
          ? 'Working…'
          : item.price === 0
            ? 'Collect for free'
            : `Buy for ${formatPrice(item.price)}`}
      </button>
      {short && <p className="fine-print">You need more jellybeans for this one.</p>}
      {purchase.isError && (
        <p className="form-message form-message--error" role="alert">
          {errorReason(purchase.error, 'That did not work. Please try again.')}
        </p>
      )}
    </div>
  );
}
