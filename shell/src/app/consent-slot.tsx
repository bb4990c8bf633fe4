import { useSession } from 'web-kit';
import WidgetSlot from '../features/composition/components/widget-slot';

/** The cookie consent notice belongs to mfe-auth; it loads once the session has started. */
export function ConsentSlot() {
  const ready = useSession((session) => session.status !== 'loading' && session.unavailableReason === null);
  if (!ready) return null;
  return <WidgetSlot module="auth/consent" />;
}
