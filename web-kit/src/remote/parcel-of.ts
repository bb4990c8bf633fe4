import type { ParcelLifecycles } from 'shared-contracts';
import type { ReactAppOrParcel } from 'single-spa-react';

/**
 * single-spa-react's lifecycles as the remote contract's parcel. Its types ask for single-spa's
 * application props (`singleSpa`, `mountParcel`), but it reads only `name` and `domElement`: the
 * rest serve its `<Parcel>` component, which no part uses now that the shell mounts parcels itself.
 */
export function parcelOf<Props extends object>(lifecycles: ReactAppOrParcel<Props>): ParcelLifecycles<Props> {
  return lifecycles as unknown as ParcelLifecycles<Props>;
}
