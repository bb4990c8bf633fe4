import { useSession } from 'web-kit';
import { Link } from 'web-kit/area';

/** Where the visitor's toons are kept, and how to keep them safer. */
export function StorageHint({ storage }: { storage: 'account' | 'browser' }) {
  const status = useSession((state) => state.status);
  if (storage === 'account') {
    return (
      <p className="storage-hint">Your Toons are saved in your account, on every device you log in from.</p>
    );
  }
  return (
    <p className="storage-hint">
      Your Toons are saved in this browser only: clearing its data or switching devices loses them.{' '}
      <Link to="/signup">{status === 'anonymous' ? 'Create an account' : 'Sign up'}</Link> to keep them in an
      account.
    </p>
  );
}
