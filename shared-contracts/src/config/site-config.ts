import * as z from 'shared-contracts/zod';
import { lazySchema } from '../domain/lazy-schema.js';
import { remoteNamePattern } from '../surface/surface-fields.js';
import { releaseVersionPattern } from './release-version.js';

export { releaseVersionPattern } from './release-version.js';

function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * An http(s) URL or a path on this site. Not `javascript:` or `data:` (a banner link would run it)
 * and not `//host` (a path in looks, another site in fact).
 */
const urlOrPath = lazySchema(() =>
  z.string().check(
    z.minLength(1),
    z.refine(
      (value) => (value.startsWith('/') && !value.startsWith('//')) || isWebUrl(value),
      'must be an http(s) URL or a path on this site',
    ),
  ),
);

/** An origin alone (scheme, host, port): `https://candidates.example.org`, no path. */
const webOrigin = lazySchema(() =>
  z
    .string()
    .check(
      z.refine(
        (value) => isWebUrl(value) && new URL(value).origin === value,
        'must be an http(s) origin with no path',
      ),
    ),
);

/** One page view in ten reports by default: enough for a canary's verdict on a busy site, little traffic. */
export const DEFAULT_TELEMETRY_SAMPLE_RATE = 0.1;

/** A video player's page: https only (the page embeds it in a frame). */
const embedUrl = lazySchema(() => z.url({ protocol: /^https$/ }));

export const BannerSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    text: z.string().check(z.minLength(1), z.maxLength(300)),
    href: z.optional(urlOrPath),
    linkText: z.optional(z.string().check(z.maxLength(60))),
    tone: z._default(z.enum(['info', 'warning', 'celebration']), 'info'),
  }),
);
export type Banner = z.infer<typeof BannerSchema>;

export const FirebaseConfigSchema = lazySchema(() =>
  z.object({
    apiKey: z.string().check(z.minLength(1)),
    authDomain: z.string().check(z.minLength(1)),
    projectId: z.string().check(z.minLength(1)),
    /** Set in development: the Auth emulator's URL, e.g. http://127.0.0.1:9099. */
    emulatorUrl: z.optional(z.url()),
  }),
);

/**
 * The runtime configuration every part reads at start (the shell from /config.json).
 * Not baked into any build: a team can repoint a remote without rebuilding the shell.
 */
export const SiteConfigSchema = lazySchema(() =>
  z.object({
    siteUrl: z.url(),
    apiBaseUrl: urlOrPath,
    /**
     * Each remote's name and the URL of its `mf-manifest.json` (its `routes.json` lives beside it).
     * Their order settles a path two remotes claim: the first keeps it.
     */
    remotes: z.record(z.string().check(z.regex(remoteNamePattern)), urlOrPath),
    /**
     * The released version of each remote this visitor is served (its manifest URL is in `remotes`),
     * chosen by the site's server from the live and canary versions (issue 34). A remote missing here
     * is served from its built dist/, with no version.
     */
    remoteVersions: z._default(
      z.record(
        z.string().check(z.regex(remoteNamePattern)),
        z.string().check(z.regex(releaseVersionPattern)),
      ),
      {},
    ),
    firebase: FirebaseConfigSchema,
    cavalcade: z._default(
      z.object({ enabled: z._default(z.boolean(), false), baseUrl: z.optional(urlOrPath) }),
      { enabled: false },
    ),
    banners: z._default(z.array(BannerSchema).check(z.maxLength(5)), []),
    /**
     * Remote overrides for QA: a browser may load one remote from a candidate manifest on one of
     * these origins (and the Content-Security-Policy admits them). None by default: production
     * allows none unless its config lists some.
     */
    remoteOverrides: z._default(
      z.object({ allowedOrigins: z._default(z.array(webOrigin).check(z.maxLength(20)), []) }),
      { allowedOrigins: [] },
    ),
    /**
     * Per-remote telemetry from players' browsers (issue 34): the share of page views that report
     * each remote load's outcome and time, area errors and LCP to the api. 0 turns it off.
     */
    telemetry: z._default(
      z.object({
        sampleRate: z._default(z.number().check(z.gte(0), z.lte(1)), DEFAULT_TELEMETRY_SAMPLE_RATE),
      }),
      { sampleRate: DEFAULT_TELEMETRY_SAMPLE_RATE },
    ),
    support: z.optional(z.object({ email: z.email() })),
    /** The home page's video, embedded only when the visitor asks for it. */
    homeVideo: z.optional(
      z.object({
        title: z.string().check(z.minLength(1), z.maxLength(120)),
        embedUrl,
        source: z.string().check(z.maxLength(200)),
      }),
    ),
    /** The Theater page's videos after the home video, each embedded only when the visitor asks. */
    theaterVideos: z._default(
      z
        .array(
          z.object({
            title: z.string().check(z.minLength(1), z.maxLength(120)),
            embedUrl,
            source: z.string().check(z.maxLength(200)),
            description: z.optional(z.string().check(z.maxLength(300))),
          }),
        )
        .check(z.maxLength(50)),
      [],
    ),
  }),
);
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** What a browser keeps of its remote overrides (QA): remote name -> candidate manifest URL. */
export const StoredRemoteOverridesSchema = lazySchema(() =>
  z.record(z.string().check(z.regex(remoteNamePattern)), z.string().check(z.maxLength(2048))),
);
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

/** Validates a parsed config document, with a message naming every bad field. */
export function parseSiteConfig(input: unknown): SiteConfig {
  const result = SiteConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new SiteConfigError(`Invalid site config: ${problems.join('; ')}`);
}

/** The one config loader: fetches, validates and returns the site config. */
export async function loadSiteConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<SiteConfig> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new SiteConfigError(`Could not load ${url}: HTTP ${response.status}`);
  let document: unknown;
  try {
    document = await response.json();
  } catch {
    throw new SiteConfigError(`${url} is not valid JSON`);
  }
  return parseSiteConfig(document);
}
