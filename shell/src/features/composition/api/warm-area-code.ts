/**
 * Off the home page, fetches what every area needs (the composition code, the query client, the
 * router and area helpers that remotes take from the shell) at once, beside the bootstrap, rather
 * than each only when the code before it has run. Called before anything renders; a failure is left
 * to the area, which loads the same chunks again and shows its error page.
 */
export function warmAreaCode(pathname: string): void {
  if (pathname === '/') return;
  const ignore = () => {};
  import(/* webpackChunkName: "area-switch" */ '../components/area-switch').catch(ignore);
  import('@tanstack/react-query').catch(ignore);
  import('shared-contracts/area').catch(ignore);
}
