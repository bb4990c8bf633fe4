// The security headers of the site's static parts. The shell's Content-Security-Policy is built
// from the same runtime config the page reads (/config.json), so a deployment that repoints a remote,
// the api or the Auth emulator gets a policy that allows exactly that, with no rebuild.
import { parseSiteConfig, TOONLINK_FIRST_PORT, TOONLINK_LAST_PORT } from 'shared-contracts';
import { jsonFileReader } from './json-file.mjs';

/** The game's rendering service (doodle and toon pictures), as the api's RENDITION_BASE_URL default. */
export const DEFAULT_RENDITION_URL = 'https://rendition.toontownrewritten.com';

/**
 * Firebase Auth's REST endpoints, which the web SDK calls when no emulator is configured
 * (mfe-auth uses initializeAuth without a popup/redirect resolver, so no authDomain iframe).
 */
const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

/** Sent with every file of every part. */
export const baseHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Which responses a header means something on. A browser ignores the policy and the framing rule on
 * anything but a document, and the referrer policy on anything but a document or a stylesheet (a
 * stylesheet's own fetches follow it; a script's follow the page's). Sent with every file, the
 * shell's policy alone would ride on some twenty files of a remote page, about 1 kB each.
 * @type {Record<string, string[] | undefined>}
 */
const headerScopes = {
  'content-security-policy': ['document'],
  'x-frame-options': ['document'],
  'referrer-policy': ['document', 'stylesheet'],
};

/**
 * What a response is, for the headers it needs.
 * @param {string} file
 * @returns {'document' | 'stylesheet' | 'other'}
 */
export function responseKind(file) {
  if (/\.html?$/.test(file)) return 'document';
  if (file.endsWith('.css')) return 'stylesheet';
  return 'other';
}

/**
 * The headers for one response of the given kind: those scoped to other kinds are left out.
 * @param {Record<string, string>} headers
 * @param {'document' | 'stylesheet' | 'other'} kind
 */
export function headersForResponse(headers, kind) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => headerScopes[name.toLowerCase()]?.includes(kind) ?? true),
  );
}

/**
 * The origin of `url` as a CSP source, or `'self'` when it is relative or on the site's own origin.
 * Returns null for anything that is not http(s)/ws(s) (a config typo must not widen the policy).
 * @param {string} url
 * @param {string} siteOrigin
 * @returns {string | null}
 */
function sourceOf(url, siteOrigin) {
  let parsed;
  try {
    parsed = new URL(url, siteOrigin);
  } catch {
    return null;
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return null;
  return parsed.origin === siteOrigin ? "'self'" : parsed.origin;
}

/** @param {(string | null)[]} list */
function sources(list) {
  return [...new Set(list.filter(Boolean))].join(' ');
}

/** ToonLink talks to the running game on one local socket per game window; CSP has no port ranges. */
export function toonLinkSources() {
  const ports = [];
  for (let port = TOONLINK_FIRST_PORT; port <= TOONLINK_LAST_PORT; port += 1) ports.push(port);
  return ports.map((port) => `ws://localhost:${port}`);
}

/**
 * The shell's policy for a validated site config.
 * @param {import('shared-contracts').SiteConfig} config
 * @param {{ renditionUrl?: string, imageOrigins?: string[] }} [options]
 *   imageOrigins: more hosts pages may show pictures from (e.g. a Makeship source's image CDN).
 */
export function contentSecurityPolicy(
  config,
  { renditionUrl = DEFAULT_RENDITION_URL, imageOrigins = [] } = {},
) {
  const site = new URL(config.siteUrl).origin;
  /** @param {string} url */
  const of = (url) => sourceOf(url, site);
  // Candidate builds (remote overrides, for QA) load like remotes, only where the config allows them.
  const remotes = [...Object.values(config.remotes), ...config.remoteOverrides.allowedOrigins].map(of);
  const api = of(config.apiBaseUrl);
  const auth = config.firebase.emulatorUrl ? [of(config.firebase.emulatorUrl)] : FIREBASE_AUTH_ORIGINS;
  const cavalcade =
    config.cavalcade.enabled && config.cavalcade.baseUrl ? of(config.cavalcade.baseUrl) : null;
  const videos = [config.homeVideo, ...config.theaterVideos].flatMap((video) =>
    video ? [of(video.embedUrl)] : [],
  );
  const directives = [
    ['default-src', "'self'"],
    // Remote entries and chunks load as <script> from each remote's origin: never inline, never eval.
    ['script-src', sources(["'self'", ...remotes])],
    ['style-src', sources(["'self'", ...remotes])],
    ['img-src', sources(["'self'", ...remotes, api, of(renditionUrl), ...imageOrigins.map(of)])],
    ['font-src', sources(["'self'", ...remotes])],
    // Manifests (remotes), the api, sign-in, the Cavalcade lookup and the game's ToonLink sockets.
    ['connect-src', sources(["'self'", ...remotes, api, ...auth, cavalcade, ...toonLinkSources()])],
    ['frame-src', videos.length > 0 ? sources(videos) : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * A policy that also admits the inline stylesheets with these hashes (the first paint's styles in
 * a page the server composed, prerender.mjs): each by its `sha256-…` source, nothing else inline.
 * @param {string} policy
 * @param {readonly string[]} hashes
 */
export function allowInlineStyles(policy, hashes) {
  if (hashes.length === 0) return policy;
  const extra = hashes.map((hash) => `'${hash}'`).join(' ');
  return policy
    .split('; ')
    .map((directive) => (directive.startsWith('style-src ') ? `${directive} ${extra}` : directive))
    .join('; ');
}

/** A remote serves its JavaScript to the shell and a standalone frame of its own: no framing, no plugins. */
export const REMOTE_POLICY = "object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * Headers of the shell's responses, for a policy string.
 * @param {string} policy
 */
export function shellHeaders(policy) {
  return { ...baseHeaders, 'content-security-policy': policy, 'x-frame-options': 'DENY' };
}

export function remoteHeaders() {
  return { ...baseHeaders, 'content-security-policy': REMOTE_POLICY, 'x-frame-options': 'DENY' };
}

/**
 * Headers for the shell, read from the config file it serves as /config.json. The file is read
 * again when it changes (a deployment replaces it in place). A file that does not validate gets the
 * strictest policy (only the site's own origin): the shell shows its config error page anyway.
 * @param {{ configFile: string, renditionUrl?: string, imageOrigins?: string[] }} options
 * @returns {() => Promise<Record<string, string>>}
 */
export function shellHeadersFrom({ configFile, ...policyOptions }) {
  const headersOf = jsonFileReader(
    configFile,
    (json) => shellHeaders(contentSecurityPolicy(parseSiteConfig(json), policyOptions)),
    {
      onInvalid: (error) =>
        console.warn(`site headers: ${configFile} is not a valid site config (${error.message})`),
    },
  );
  return async () => (await headersOf()) ?? shellHeaders(strictPolicy());
}

function strictPolicy() {
  return "default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
}

/**
 * Extra image hosts from a comma-separated environment value.
 * @param {string | undefined} value
 */
export function imageOriginsFrom(value) {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
