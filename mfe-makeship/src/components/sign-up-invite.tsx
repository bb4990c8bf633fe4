import type { SessionStatus } from 'web-kit';
import { Link } from 'web-kit/area';

/** Shown instead of an action that needs an account, to signed-out and anonymous visitors. */
export function SignUpInvite({ status, action }: { status: SessionStatus; action: string }) {
  if (status === 'loading') return null;
  return (
    <p className="sign-up-invite">
      <Link className="button button--small button--primary" to="/signup">
        {status === 'anonymous' ? 'Create an account' : 'Sign up'}
      </Link>{' '}
      to {action}.
      {status === 'signed-out' && (
        <>
          {' '}
          Already have one? <Link to="/login">Log in</Link>.
        </>
      )}
    </p>
  );
}
