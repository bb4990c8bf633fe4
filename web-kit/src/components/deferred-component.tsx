import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

export type DeferredComponent<Props extends object> = ComponentType<Props> & {
  /** Starts fetching the code now (once); the component renders it at once when it is there. */
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * A component whose code loads on first use, with `fallback` in its place until then. Used instead
 * of React.lazy and Suspense on the way to a page: React holds back content that suspended until at
 * least 300 ms after any fallback on the page was last shown, and the shell's, the consent slot's
 * and the page's own fallbacks stacked those waits to most of a second. A failed load throws to the
 * nearest error boundary, as a lazy component's would, and is tried again on the next mount.
 */
export function deferredComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** What shows until then; a function of the props for a fallback that depends on them. */
  fallback: ReactNode | ((props: Props) => ReactNode) = null,
): DeferredComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function Deferred(props: Props) {
    const [component, setComponent] = useState<{ Component?: ComponentType<Props> }>(() => ({
      Component: loaded,
    }));
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (component.Component) return;
      let active = true;
      preload().then(
        (Component) => active && setComponent({ Component }),
        (error: unknown) => active && setFailure({ error }),
      );
      return () => {
        active = false;
      };
    }, [component.Component]);
    if (failure) throw failure.error;
    const { Component } = component;
    if (Component) return <Component {...props} />;
    return typeof fallback === 'function' ? fallback(props) : fallback;
  }
  return Object.assign(Deferred, { preload });
}
