import { formatNumber } from 'web-kit';
import { Link } from 'web-kit/area';
import { useAccount } from '../../../lib/account-api';
import { useVisitor } from '../../../lib/session';

/** The registered user's jellybeans and a link to their purchases. */
export function Balance() {
  const visitor = useVisitor();
  const account = useAccount();
  if (!visitor.isRegistered) return null;
  return (
    <p className="store-balance">
      {account.data ? (
        <>
          You have <strong>{formatNumber(account.data.jellybeans)}</strong> jellybeans.{' '}
        </>
      ) : null}
      <Link to="/store/purchases">Your purchases</Link>
    </p>
  );
}
