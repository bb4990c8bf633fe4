import { useEffect } from 'react';
import { deferredComponent, RouteFrame } from 'web-kit';
import { RouteErrorBoundary } from '../features/layout/components/route-error-boundary';
import { REMOTE_STATUS_PATH } from '../features/release-status/lib/status-path';
import { startSessionNow } from '../features/session/start-session';
import { notePageContentShown } from '../lib/page-content-painted';
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

// The composition code (parcels, router, query client) is needed only off the home page.
const AreaSwitch = deferredComponent(
  () =>
    import(/* webpackChunkName: "lib-area" */ '../features/composition/components/area-switch').then(
      (module) => module.default,
    ),
  ({ pathname }) => <PathFrame pathname={pathname} />,
);

// The operators' status page is the shell's own, so it stays readable whichever remote is broken;
// its code loads only on its path.
const ReleaseStatusPage = deferredComponent(
  () =>
    import(
      /* webpackChunkName: "release-status" */ '../features/release-status/components/release-status-page'
    ).then((module) => module.ReleaseStatusPage),
  <RouteFrame />,
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
  const shellPage = pathname === '/' || pathname === REMOTE_STATUS_PATH;
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  // The shell's own pages are painted with the layout (the site's server paints the home page whole).
  useEffect(() => {
    if (shellPage) notePageContentShown();
  }, [shellPage]);
  return (
    <Layout>
      <RouteErrorBoundary key={pathname === '/' ? 'home' : 'area'}>
        {pathname === '/' ? (
          <HomePage />
        ) : pathname === REMOTE_STATUS_PATH ? (
          <ReleaseStatusPage onNeedsSession={startSessionNow} />
        ) : (
          // The page's frame until its area's code is there, as the site's server painted it.
          <AreaFrame pathname={pathname} layoutPainted={layoutPainted} />
        )}
      </RouteErrorBoundary>
    </Layout>
  );
}
