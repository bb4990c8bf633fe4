import { useEffect } from 'react';
import { deferredComponent, RouteFrame } from 'web-kit';
import { RouteErrorBoundary } from '../features/layout/components/route-error-boundary';
import { startSessionNow } from '../features/session/start-session';
import { usePathname } from '../lib/router/hooks';
import { PathFrame } from '../lib/surfaces/path-frame';
import { useLayoutPainted } from '../lib/use-layout-painted';
import { Layout } from './layout';

// The home page's own code stays out of every other page; on `/` the bootstrap starts loading it
// beside the site config, so it is there by the first render.
export const HomePage = deferredComponent(
  () =>
    import(/* webpackChunkName: "home" */ '../features/home/components/home-page').then(
      (module) => module.HomePage,
    ),
  <RouteFrame />,
);

// The composition code (single-spa, parcels, router, query client) is needed only off the home page.
const AreaSwitch = deferredComponent(
  () =>
    import(/* webpackChunkName: "lib-area" */ '../features/composition/components/area-switch').then(
      (module) => module.default,
    ),
  ({ pathname }) => <PathFrame pathname={pathname} />,
);

function AreaFrame({ pathname, layoutPainted }: { pathname: string; layoutPainted: boolean }) {
  return layoutPainted ? (
    <AreaSwitch pathname={pathname} onNeedsSession={startSessionNow} />
  ) : (
    <PathFrame pathname={pathname} />
  );
}

export function App() {
  const pathname = usePathname();
  const layoutPainted = useLayoutPainted();
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Layout>
      <RouteErrorBoundary key={pathname === '/' ? 'home' : 'area'}>
        {pathname === '/' ? (
          <HomePage />
        ) : (
          // The page's frame until its area's code is there, as the site's server painted it.
          <AreaFrame pathname={pathname} layoutPainted={layoutPainted} />
        )}
      </RouteErrorBoundary>
    </Layout>
  );
}
