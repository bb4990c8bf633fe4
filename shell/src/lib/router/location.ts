/**
 * The shell's router: a location store over the History API. The remotes' react-routers and this
 * store all follow the same URL: single-spa (started with urlRerouteOnly once an area is shown)
 * turns every pushState into a popstate event that all of them hear, back and forward included.
 * Keeping the shell off react-router keeps it out of the home page's JavaScript.
 */
const shellNavigateEvent = 'trinket:shell-navigate';

export function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(shellNavigateEvent, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(shellNavigateEvent, onChange);
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
