import { useSyncExternalStore } from 'react';
import { currentPathname, serverSnapshotPathname, subscribeToLocation } from './location';

export function usePathname(): string {
  return useSyncExternalStore(subscribeToLocation, currentPathname, serverSnapshotPathname);
}

/** True when `to` is the current page (or, unless `end`, a parent of it). */
export function isActivePath(to: string, pathname: string, end = false): boolean {
  if (to === '/') return pathname === '/';
  if (pathname === to) return true;
  return !end && pathname.startsWith(`${to}/`);
}
