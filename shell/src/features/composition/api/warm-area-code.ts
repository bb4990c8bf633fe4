/**
 * Off the home page, loads what every area needs (the composition code, and the router, query
 * library and area helpers that remotes take from the shell) at once, rather than each only when the
 * code before it has run. Called once the layout has painted (the files themselves are preloaded
 * with the page); a failure is left to the area, which loads the same chunks again and shows its
 * error page. The chunk names let the build list these files for the page's preload hints.
 */
export function warmAreaCode(pathname: string): void {
  if (pathname === '/') return;
  const ignore = () => {};
  import(/* webpackChunkName: "lib-area" */ '../components/area-switch').catch(ignore);
  import(/* webpackChunkName: "area-helpers" */ 'web-kit/area').catch(ignore);
}
