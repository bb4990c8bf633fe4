import React from 'react';
import type { RemoteModule, RemoteMountProps, RemoteSurfaceInput } from 'shared-contracts';
import singleSpaReact from 'single-spa-react';
// By the package's own name, not a relative path: this module belongs to the `area` entry, and a
// relative import would give that entry a second copy of the core entry's modules (web-kit's root).
import { CogsErrorPage } from 'web-kit';
import { SharedQueryProvider } from '../query/query-provider.js';
import { type RouteObject, Routes } from '../routing/routes.js';
import { parcelOf } from './parcel-of.js';
import { RouteErrorBoundary } from './route-error-boundary.js';
import { RemoteSurfaceContext } from './surface-context.js';
import { transitionClient } from './transition-client.js';

export interface RemoteAppProps {
  /** The remote's declared surface (its `src/surface.ts`): page titles and metadata come from it. */
  surface: RemoteSurfaceInput;
  routes: RouteObject[];
}

/**
 * The root every remote renders: its routes inside the shared query client. Paths owned by other
 * areas render nothing here: the shell swaps the parcel as soon as it sees the new URL.
 */
export function RemoteApp({ surface, routes }: RemoteAppProps) {
  return (
    <SharedQueryProvider>
      <RemoteSurfaceContext.Provider value={surface}>
        <RouteErrorBoundary area={surface.remote}>
          <Routes routes={routes} />
        </RouteErrorBoundary>
      </RemoteSurfaceContext.Provider>
    </SharedQueryProvider>
  );
}

export interface DefineRemoteOptions {
  /**
   * The remote's surface (its `src/surface.ts`, which its build also publishes as `routes.json`):
   * its name, whether it mounts before the session, and each page's title and metadata.
   */
  surface: RemoteSurfaceInput;
  /** The elements of the declared paths (a unit test keeps the two in step, `surfaceProblems`). */
  routes: RouteObject[];
}

/** Builds a remote's public module: single-spa-react lifecycles around its router. */
export function defineRemote({ surface, routes }: DefineRemoteOptions): RemoteModule {
  const name = surface.remote;
  const mountsBeforeSession = surface.mountsBeforeSession ?? false;
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient: transitionClient,
    renderType: 'createRoot',
    rootComponent: () => <RemoteApp surface={surface} routes={routes} />,
    errorBoundary: (error, _info, props) => {
      props.onAreaError?.(error);
      return <CogsErrorPage area={name} detail={error.message} />;
    },
  });
  const paths = routes.flatMap((route) => (route.path ? [route.path] : []));
  return {
    name,
    paths,
    lifecycles: parcelOf(lifecycles),
    mountsBeforeSession,
  };
}
