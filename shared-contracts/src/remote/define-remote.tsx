import React, { useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import { createBrowserRouter, Outlet, type RouteObject, RouterProvider, useRouteError } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { CogsErrorPage } from '../errors/cogs-error-page.js';
import { SharedQueryProvider } from '../query/query-provider.js';
import type { RemoteName } from '../routes/route-table.js';
import type { RemoteModule, RemoteMountProps } from './contract.js';

function RouteErrorPage({ area }: { area: RemoteName }) {
  const error = useRouteError();
  return <CogsErrorPage area={area} detail={error instanceof Error ? error.message : 'route error'} />;
}

/**
 * A remote's router. Paths owned by other areas render nothing here: the shell swaps
 * the parcel as soon as its own router sees the new URL.
 */
export function createRemoteRouter(area: RemoteName, routes: RouteObject[]) {
  return createBrowserRouter([
    {
      element: <Outlet />,
      errorElement: <RouteErrorPage area={area} />,
      children: [...routes, { path: '*', element: null }],
    },
  ]);
}

export interface RemoteAppProps {
  area: RemoteName;
  routes: RouteObject[];
}

/** The root every remote renders: its router inside the shared query client. */
export function RemoteApp({ area, routes }: RemoteAppProps) {
  const [router] = useState(() => createRemoteRouter(area, routes));
  return (
    <SharedQueryProvider>
      <RouterProvider router={router} />
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
