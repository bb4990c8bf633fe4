import { type HTMLAttributes, useEffect, useRef } from 'react';
import type { ParcelLifecycles } from 'shared-contracts';
import { mountParcel } from 'web-kit';

interface ParcelHostProps<Props extends object> extends HTMLAttributes<HTMLDivElement> {
  lifecycles: ParcelLifecycles<Props>;
  /** The props the parcel's lifecycles get besides its element. */
  parcelProps: Props;
  /** Its bootstrap or mount failed (a throw while rendering is the parcel's own boundary's). */
  onParcelError: (error: Error) => void;
  onParcelMounted?: () => void;
}

/**
 * A remote's parcel (its area, or a widget) in a div of its own: mounted when this renders,
 * unmounted when it goes. The parcel's React root owns the div's content; this component's, none.
 */
export function ParcelHost<Props extends object>({
  lifecycles,
  parcelProps,
  onParcelError,
  onParcelMounted,
  ...attributes
}: ParcelHostProps<Props>) {
  const element = useRef<HTMLDivElement>(null);
  // The first callbacks and props serve the whole mount, as a parcel's mount props do.
  const mountWith = useRef({ parcelProps, onParcelError, onParcelMounted });
  useEffect(() => {
    if (!element.current) return;
    const { parcelProps: props, onParcelError: onError, onParcelMounted: onMounted } = mountWith.current;
    let active = true;
    const parcel = mountParcel(lifecycles, element.current, props);
    parcel.mounted.then(
      () => active && onMounted?.(),
      (error: unknown) => active && onError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      active = false;
      void parcel.unmount();
    };
  }, [lifecycles]);
  return <div ref={element} {...attributes} />;
}
