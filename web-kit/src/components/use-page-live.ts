import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page is still the server's paint (no script has run on it yet), true once React
 * has hydrated it; a component first mounted later is live at once. The server paints buttons before
 * their handlers exist, and a press then does nothing: a player on a slow phone (or a test) lost it.
 * Such a button stays disabled until the page is live.
 */
export function usePageLive(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
