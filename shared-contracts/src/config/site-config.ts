import { z } from 'zod/mini';
import { lazySchema } from '../domain/lazy-schema.js';
import { remoteNames } from '../routes/route-table.js';

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
    remotes: z.record(z.enum(remoteNames), urlOrPath),
    firebase: FirebaseConfigSchema,
    cavalcade: z._default(
      z.object({ enabled: z._default(z.boolean(), false), baseUrl: z.optional(urlOrPath) }),
      { enabled: false },
    ),
    banners: z._default(z.array(BannerSchema).check(z.maxLength(5)), []),
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
