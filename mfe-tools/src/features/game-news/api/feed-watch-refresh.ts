import { LIVE_REFRESH_MS } from '../../../lib/live-query';

/**
 * How the feeds are asked again: like every live page while the tab is visible; with notifications
 * on, also in the background, since a notification is for when the visitor is looking elsewhere.
 */
export function feedWatchRefresh(watching: boolean) {
  return { refetchInterval: LIVE_REFRESH_MS, refetchIntervalInBackground: watching } as const;
}
