/** Live game pages ask again this often while the tab is visible, never in the background. */
export const LIVE_REFRESH_MS = 30_000;

export const liveRefresh = {
  refetchInterval: LIVE_REFRESH_MS,
  refetchIntervalInBackground: false,
} as const;
