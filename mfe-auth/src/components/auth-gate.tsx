import { type ReactNode, useState } from 'react';
import { type SessionStatus, sessionStore } from 'web-kit';
import { Navigate } from 'web-kit/area';

/**
 * Visitors who arrive in a state the page is not for go to their Toons. Decided once, on arrival:
 * a sign-in made on the page itself finishes its work (the user document) and then moves on.
 */
export function AuthGate({ allow, children }: { allow: readonly SessionStatus[]; children: ReactNode }) {
  const [arrivedAs] = useState(() => sessionStore.getState().status);
  if (arrivedAs !== 'loading' && !allow.includes(arrivedAs)) return <Navigate to="/profile" replace />;
  return children;
}
