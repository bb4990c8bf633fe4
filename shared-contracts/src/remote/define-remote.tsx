import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router';
// By the package's own name, not a relative path: this module belongs to the `area` entry, and a
// relative import would give that entry a second copy of the core entry's modules.
import { CogsErrorPage } from 'shared-contracts';
import singleSpaReact from 'single-spa-react';
import { SharedQueryProvider } from '../query/query-provider.js';
import type { RemoteName } from '../routes/route-table.js';
import type { RemoteModule, RemoteMountProps } from './contract.js';
import { RouteErrorBoundary } from './route-error-boundary.js';

/**
 * A remote's pages. Paths owned by other areas render nothing here: the shell swaps the parcel as
 * soon as its own router sees the new URL.
 */
function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, { path: '*', element: null }]);
}

export interface RemoteAppProps {
  area: RemoteName;
  routes: RouteObject[];
}

/**
 * The root every remote renders: its routes inside the shared query client. The declarative router
 * is enough (no remote uses loaders or actions) and costs about 16 kB gzip less per page than the
 * data router.
 */
export function RemoteApp({ area, routes }: RemoteAppProps) {
  return (
    <SharedQueryProvider>
      <BrowserRouter>
        <RouteErrorBoundary area={area}>
          <RemoteRoutes routes={routes} />
        </RouteErrorBoundary>
      </BrowserRouter>
    </SharedQueryProvider>
  );
}

export interface DefineRemoteOptions {
  name: RemoteName;
  routes: RouteObject[];
  /** See `RemoteModule.mountsBeforeSession`: a promise about every route of the remote. */
  mountsBeforeSession?: boolean;
}

/** Builds a remote's public module: single-spa-react lifecycles around its router. */
export function defineRemote({
  name,
  routes,
  mountsBeforeSession = false,
}: DefineRemoteOptions): RemoteModule {
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: () => <RemoteApp area={name} routes={routes} />,
    errorBoundary: (error, _info, props) => {
      props.onAreaError?.(error);
      return <CogsErrorPage area={name} detail={error.message} />;
    },
  });
  const paths = routes.flatMap((route) => (route.path ? [route.path] : []));
  return { name, paths, lifecycles, mountsBeforeSession };
}
