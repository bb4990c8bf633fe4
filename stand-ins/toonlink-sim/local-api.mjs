// The game's documented local HTTP API (github.com/ToontownRewritten/api-doc, local.md), as the
// simulator serves it: GET /all.json, /info.json and one path per section, on ports 1547-1552, each
// request carrying Host `localhost:<port>`, a descriptive User-Agent (the consent prompt shows it) and
// an Authorization value unique to the app's session. The doc says only that other requests are
// "rejected"; it names no status codes, so the ones here are the simulator's own (see REFUSALS).

/** How many game windows the doc gives a port: 1547 "through to 1552". */
export const DOC_WINDOWS = 6;

/** The sections of `/all.json`, in the doc's order. */
export const ALL_SECTIONS = /** @type {const} */ ([
  'toon',
  'laff',
  'location',
  'gags',
  'tasks',
  'invasion',
  'fish',
  'flowers',
  'cogsuits',
  'golf',
  'racing',
  'beans',
  'rewards',
  'cattlelog',
  'tokens',
]);

/** The sections of `/info.json`. */
export const INFO_SECTIONS = /** @type {const} */ (['toon', 'laff', 'location', 'gags', 'tasks', 'invasion']);

/** The parts of `rewards` the doc also serves on their own paths (`/sos.json` …). */
export const REWARD_PARTS = /** @type {const} */ (['sos', 'unites', 'summons', 'pinkslips', 'remotes']);

/**
 * Fields only the socket protocol sends (a companion site's use of it): the doc lists neither.
 * @type {readonly { section: 'toon' | 'location', field: string }[]}
 */
export const SOCKET_ONLY_FIELDS = [
  { section: 'toon', field: 'id' },
  { section: 'location', field: 'instanceId' },
];

/**
 * A copy of the game's data without the socket-only fields, as the doc shapes it.
 * @param {Record<string, any>} data
 */
export function withoutSocketFields(data) {
  const copy = structuredClone(data);
  for (const { section, field } of SOCKET_ONLY_FIELDS) {
    const part = copy[section];
    if (part !== null && typeof part === 'object') delete part[field];
  }
  return copy;
}

/**
 * What each documented path answers with, from the game's data (`all`'s sections). A section's own
 * path answers with the value `/all.json` holds under that name (the doc's table for `/toon.json`
 * lists the toon's fields; `/pinkslips.json` is the count itself).
 * @type {Readonly<Record<string, (data: Record<string, any>) => unknown>>}
 */
export const LOCAL_API_PATHS = Object.freeze({
  '/all.json': (data) => pick(data, ALL_SECTIONS),
  '/info.json': (data) => pick(data, INFO_SECTIONS),
  ...Object.fromEntries(
    ALL_SECTIONS.map((section) => [
      `/${section}.json`,
      (/** @type {Record<string, any>} */ data) => data[section],
    ]),
  ),
  ...Object.fromEntries(
    REWARD_PARTS.map((part) => [
      `/${part}.json`,
      (/** @type {Record<string, any>} */ data) => data.rewards?.[part],
    ]),
  ),
});

/**
 * @param {Record<string, any>} data
 * @param {readonly string[]} sections
 */
function pick(data, sections) {
  return Object.fromEntries(sections.map((section) => [section, data[section]]));
}

/** @typedef {{ status: number, reason: string }} Refusal */

/**
 * The simulator's answer to each request the doc says is rejected, by the rule it breaks.
 * @type {Readonly<Record<'host' | 'method' | 'path' | 'userAgent' | 'authorization' | 'denied' | 'outOfRange', (port: number) => Refusal>>}
 */
export const REFUSALS = {
  host: (port) => ({ status: 403, reason: `The Host header must be localhost:${port}.` }),
  method: () => ({ status: 405, reason: 'The local API answers GET requests only.' }),
  path: () => ({
    status: 404,
    reason: 'No such endpoint: see /all.json and the per-section paths of the doc.',
  }),
  userAgent: () => ({
    status: 400,
    reason: 'A descriptive User-Agent header is required: the game shows it in the consent prompt.',
  }),
  authorization: () => ({
    status: 400,
    reason: 'An Authorization header is required: a random value unique to the app’s session.',
  }),
  denied: () => ({ status: 403, reason: 'The player did not allow this app in the game’s consent prompt.' }),
  outOfRange: (port) => ({
    status: 404,
    reason: `This game window (port ${port}) is past the doc's ports 1547-1552: it speaks only the socket protocol.`,
  }),
};

/**
 * A header's value when the request sent one that is not blank.
 * @param {import('node:http').IncomingMessage} request
 * @param {string} name
 */
function headerOf(request, name) {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.trim().length > 0 ? text.trim() : null;
}

/**
 * The rule a request breaks before any consent is asked, or what it asks for: checked in the order
 * Host, method, path, User-Agent, Authorization.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} port
 * @returns {{ refusal: Refusal } | { path: string, app: string, authorization: string }}
 */
export function checkRequest(request, port) {
  if (request.headers.host !== `localhost:${port}`) return { refusal: REFUSALS.host(port) };
  if (request.method !== 'GET') return { refusal: REFUSALS.method(port) };
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (!Object.hasOwn(LOCAL_API_PATHS, path)) return { refusal: REFUSALS.path(port) };
  const app = headerOf(request, 'user-agent');
  if (!app) return { refusal: REFUSALS.userAgent(port) };
  const authorization = headerOf(request, 'authorization');
  if (!authorization) return { refusal: REFUSALS.authorization(port) };
  return { path, app, authorization };
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {Refusal} refusal
 */
export function refuse(response, { status, reason }) {
  if (response.writableEnded || response.destroyed) return;
  const headers = { 'content-type': 'text/plain; charset=utf-8' };
  response.writeHead(status, status === 405 ? { ...headers, allow: 'GET' } : headers);
  response.end(reason);
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {unknown} body
 */
export function answerJson(response, body) {
  if (response.writableEnded || response.destroyed) return;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body ?? null));
}
