import { loadRemote } from '@module-federation/enhanced/runtime';
import { useEffect, useState } from 'react';
import { isWidgetModule, type WidgetModule } from 'shared-contracts';
import { ParcelHost } from './parcel-host';

/** Mounts a remote's widget (e.g. `auth/consent`); if it cannot load, the slot stays empty. */
export default function WidgetSlot({ module }: { module: string }) {
  const [widget, setWidget] = useState<WidgetModule | null>(null);
  useEffect(() => {
    let active = true;
    loadRemote<unknown>(module)
      .then((exported) => {
        const candidate = (exported as { default?: unknown } | null)?.default ?? exported;
        if (active && isWidgetModule(candidate)) setWidget(candidate);
      })
      .catch((error: unknown) => console.warn(`${module} is unavailable`, error));
    return () => {
      active = false;
    };
  }, [module]);
  if (!widget) return null;
  return <ParcelHost lifecycles={widget.lifecycles} parcelProps={{}} onParcelError={() => setWidget(null)} />;
}
