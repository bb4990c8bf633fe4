// Which request targets the site server accepts. Only origin-form ("/path?query", RFC 9112 §3.2.1)
// names a file of this site or a path of its api; an absolute-form target (`http://host/…`), a
// path starting with `//`, or a backslash or encoded slash that some URL parser would turn into one,
// could make a server that builds an upstream URL from the target talk to another host.

/**
 * The path part of a request target: everything before its query or fragment.
 * @param {string} target
 */
export function pathOf(target) {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/**
 * Why the site server refuses a request target, or null when it is a plain path of the site.
 * @param {string} target the request's target as sent (`request.url` of node:http)
 * @returns {string | null}
 */
export function requestTargetProblem(target) {
  if (!target.startsWith('/')) return 'the request target must be a path starting with "/"';
  const pathname = pathOf(target);
  if (pathname.startsWith('//')) return 'a path may not start with "//"';
  if (pathname.includes('\\')) return 'a path may not hold a backslash';
  if (/%(2f|5c)/i.test(pathname)) return 'a path may not hold an encoded slash or backslash';
  if (/%(?![0-9a-f]{2})/i.test(pathname)) return 'a path may not hold a broken percent-encoding';
  if (/%([01][0-9a-f]|7f)/i.test(pathname)) return 'a path may not hold an encoded control character';
  for (const segment of pathname.split('/')) {
    const decoded = safeDecode(segment);
    if (decoded === null) return 'a path may not hold a broken percent-encoding';
    if (decoded === '.' || decoded === '..') return 'a path may not hold "." or ".." segments';
  }
  return null;
}

/** @param {string} segment */
function safeDecode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether a request's path (as sent) belongs to the api the shell's server forwards to.
 * @param {string} pathname
 */
export function isApiPath(pathname) {
  return pathname === '/api' || pathname.startsWith('/api/');
}
