// The places a remote's code declares a page's path, read as text: a route's `path:`, a frame keyed by
// path, a redirect or alias, a menu entry or card (an object with `to:` and `order:`). A link inside a
// page (`<Link to="/fishing">`) uses the path and is not counted.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** How many times `code` declares `pagePath`, by the shapes a declaration takes. */
export function declarationsOf(pagePath: string, code: string): number {
  const literal = `['"\`]${escaped(pagePath)}['"\`]`;
  const shapes = [
    new RegExp(`\\b(path|redirectTo|canonicalPath)\\s*:\\s*${literal}`, 'g'),
    new RegExp(`${literal}\\s*:`, 'g'),
    new RegExp(`\\b(aliases|redirects)\\s*:\\s*\\[[^\\]]*${literal}`, 'g'),
    new RegExp(`\\{[^{}]*\\bto\\s*:\\s*${literal}[^{}]*\\border\\s*:[^{}]*\\}`, 'g'),
    new RegExp(`\\{[^{}]*\\border\\s*:[^{}]*\\bto\\s*:\\s*${literal}[^{}]*\\}`, 'g'),
  ];
  return shapes.reduce((count, shape) => count + [...code.matchAll(shape)].length, 0);
}
