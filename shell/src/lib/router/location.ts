/**
 * The shell's router: a location store over the History API. The remotes' routers and this store
 * all follow the same URL. web-kit's router (wouter) makes every pushState and replaceState
 * dispatch an event of that name once an area's code has loaded, so a remote's own navigation
 * reaches the shell, and the shell's reaches every remote; back and forward are popstate.
 * Keeping the shell off the router package keeps it out of the home page's JavaScript.
 */
const shellNavigateEvent = 'trinket:shell-navigate';
/** What the browser and the routers dispatch when the URL changes. */
const locationEvents = ['popstate', 'pushState', 'replaceState', shellNavigateEvent];

export function subscribeToLocation(onChange: () => void): () => void {
  for (const event of locationEvents) window.addEventListener(event, onChange);
  return () => {
    for (const event of locationEvents) window.removeEventListener(event, onChange);
  };
}

export function currentPathname(): string {
  return window.location.pathname;
}

let serverPathname = '/';

/** The path being rendered on the site's server (prerender.tsx), which has no window. */
export function setServerPathname(pathname: string): void {
  serverPathname = pathname;
}

export function serverSnapshotPathname(): string {
  return serverPathname;
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = new URL(to, window.location.href);
  if (target.href === window.location.href) return;
  if (options.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  window.dispatchEvent(new Event(shellNavigateEvent));
}
