import { useState } from 'react';
import { signOut, useSession } from 'web-kit';
import { Link } from '../../../lib/router/link';
import { navigate } from '../../../lib/router/location';

/** Log in while signed out; the account and a sign-out button once signed in. */
export function AccountControl() {
  const status = useSession((session) => session.status);
  const email = useSession((session) => session.user?.email ?? null);
  const [busy, setBusy] = useState(false);

  if (status === 'loading') {
    return (
      <span className="account account--loading" role="status">
        <span className="spinner__wheel spinner__wheel--small" aria-hidden="true" />
        <span className="visually-hidden">Checking your account…</span>
      </span>
    );
  }
  if (status === 'signed-out') {
    return (
      <div className="account">
        <Link className="button button--accent button--small" to="/login">
          Log in
        </Link>
      </div>
    );
  }

  const onSignOut = async () => {
    setBusy(true);
    try {
      await signOut();
      navigate('/');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={status === 'anonymous' ? 'account' : 'account account--signed-in'}>
      {status === 'anonymous' ? (
        <Link className="button button--small" to="/signup">
          Save your account
        </Link>
      ) : (
        <span className="account__email" title={email ?? ''}>
          {email}
        </span>
      )}
      <button type="button" className="button button--small" onClick={onSignOut} disabled={busy}>
        Sign out
      </button>
    </div>
  );
}
