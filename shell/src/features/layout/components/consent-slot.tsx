import { deferredComponent, useSession } from 'shared-contracts';

const WidgetSlot = deferredComponent(() =>
  import(/* webpackChunkName: "widget-slot" */ '../../composition/components/widget-slot').then(
    (module) => module.default,
  ),
);

/** The cookie consent notice belongs to mfe-auth; it loads once the session has started. */
export function ConsentSlot() {
  const ready = useSession((session) => session.status !== 'loading' && session.unavailableReason === null);
  if (!ready) return null;
  return <WidgetSlot module="auth/consent" />;
}
