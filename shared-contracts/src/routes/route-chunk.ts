/**
 * The chunk name a remote gives the lazily loaded page of a route (`/cog-radar` ->
 * `route-cog-radar`, `/store/:slug` -> `route-store-slug`), written in the page's
 * `import(/* webpackChunkName: "…" *\/ …)`. The build lists each such chunk's files in
 * `route-assets.json`, and the site's server preloads them with the route's HTML.
 */
export function routeChunkName(routePath: string): string {
  const words = routePath.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return ['route', ...words].join('-');
}
