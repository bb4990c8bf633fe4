import { useState } from 'react';
import { canonicalPathOf, matchRoute } from 'shared-contracts';
import { CogsErrorPage, getSiteConfig, RouteFrame, usePageMetadata } from 'web-kit';
import { useStore } from 'zustand';
import { Redirect } from '../../../lib/router/redirect';
import { areaPageTitle } from '../../../lib/surfaces/area-page-title';
import { retryFailedSurfaces } from '../../../lib/surfaces/load-surfaces';
import { paintedPageTitle } from '../../../lib/surfaces/painted-page-title';
import { surfaceStore } from '../../../lib/surfaces/surface-store';
import { RemoteArea } from './remote-area';

/**
 * A path no surface names while some remote's surface could not be read: it may be that remote's,
 * so the visitor gets the Cogs page (in the area only) and "Refresh" reads the missing surfaces again.
 */
function UnreadSurfaces({ names }: { names: string[] }) {
  const [retrying, setRetrying] = useState(false);
  if (retrying) return <RouteFrame />;
  const retry = () => {
    setRetrying(true);
    void retryFailedSurfaces(getSiteConfig()).finally(() => setRetrying(false));
  };
  return <CogsErrorPage area={names.join(',')} detail="routes.json could not be read" onRetry={retry} />;
}

/**
 * Picks the remote that owns the current path, from the surfaces the remotes publish (their
 * routes.json, read at start); the shell itself owns only `/` and the fallback: unknown paths go home.
 */
export default function AreaSwitch({
  pathname,
  onNeedsSession,
}: {
  pathname: string;
  /** Called when the area cannot show anything before the session is known. */
  onNeedsSession?: () => void;
}) {
  const site = useStore(surfaceStore, (state) => state.site);
  const remotes = useStore(surfaceStore, (state) => state.remotes);
  const entry = matchRoute(pathname, site.routes);
  usePageMetadata({
    title: areaPageTitle({ pathname, routeTitle: entry?.title, painted: paintedPageTitle() }),
    description: entry?.description ?? '',
    path: canonicalPathOf(pathname, site.routes),
  });
  if (!entry) {
    const unread = remotes.filter((state) => state.status === 'failed').map((state) => state.name);
    return unread.length > 0 ? <UnreadSurfaces names={unread} /> : <Redirect to="/" />;
  }
  if (entry.redirectTo) return <Redirect to={entry.redirectTo} />;
  const state = remotes.find((candidate) => candidate.name === entry.remote);
  if (state?.status === 'incompatible') {
    return <CogsErrorPage key={entry.remote} area={entry.remote} detail={state.reason} />;
  }
  return <RemoteArea key={entry.remote} remote={entry.remote} onNeedsSession={onNeedsSession} />;
}
