import { Navigate, useRouteMetadata, useSearchParams } from 'web-kit/area';
import { AuthGate } from '../../../components/auth-gate';

/** Where the email links land: a password reset goes on to /reset-password, anything else to /login. */
export function AuthActionPage() {
  useRouteMetadata();
  const [params] = useSearchParams();
  if (params.get('mode') === 'resetPassword') {
    const rest = new URLSearchParams(params);
    rest.delete('mode');
    // Signed in, straight to /profile: no detour through the reset page.
    return (
      <AuthGate allow={['signed-out']}>
        <Navigate to={`/reset-password?${rest.toString()}`} replace />
      </AuthGate>
    );
  }
  return <Navigate to="/login" replace />;
}
