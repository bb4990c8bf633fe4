/**
 * The one spelling of a path that a page names as canonical: no trailing slash (the router serves
 * `/makeship/` as `/makeship`, so both would otherwise claim to be the page) and no empty segments.
 * The root stays `/`.
 */
export function canonicalPathname(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  return `/${segments.join('/')}`;
}
