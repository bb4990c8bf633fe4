import { Navigate, useRouteMetadata, useSearchParams } from 'shared-contracts/area';

/** Where the email links land: a password reset goes on to /reset-password, anything else to /login. */
export function AuthActionPage() {
  useRouteMetadata();
  const [params] = useSearchParams();
  if (params.get('mode') === 'resetPassword') {
    const rest = new URLSearchParams(params);
    rest.delete('mode');
    return <Navigate to={`/reset-password?${rest.toString()}`} replace />;
  }
  return <Navigate to="/login" replace />;
}
