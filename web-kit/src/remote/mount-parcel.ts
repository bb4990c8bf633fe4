import type { ParcelLifecycles } from 'shared-contracts';

/** A parcel mounted into an element: `mounted` settles once it is shown, `unmount` takes it away. */
export interface MountedParcel {
  mounted: Promise<void>;
  unmount: () => Promise<void>;
}

let mounts = 0;

/**
 * Mounts a remote's parcel (its area or a widget) into `domElement`: bootstrap, then mount, as the
 * remote contract orders them. The shell does this itself rather than through single-spa's
 * application registry, which it never used beyond these calls (and which weighed 5 kB gzip on
 * every page). `unmount` waits for a mount still under way and does nothing after a failed one.
 */
export function mountParcel<Props extends object>(
  lifecycles: ParcelLifecycles<Props>,
  domElement: HTMLElement,
  props: Props,
): MountedParcel {
  mounts += 1;
  const mountProps = { ...props, name: `parcel-${mounts}`, domElement };
  const mounted = Promise.resolve()
    .then(() => lifecycles.bootstrap(mountProps))
    .then(() => lifecycles.mount(mountProps))
    .then(() => undefined);
  return {
    mounted,
    unmount: () =>
      mounted.then(
        () => lifecycles.unmount(mountProps).then(() => undefined),
        () => undefined,
      ),
  };
}
