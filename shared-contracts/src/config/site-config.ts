import { z } from 'zod';
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
const urlOrPath = z
  .string()
  .min(1)
  .refine(
    (value) => (value.startsWith('/') && !value.startsWith('//')) || isWebUrl(value),
    'must be an http(s) URL or a path on this site',
  );

/** A video player's page: https only (the page embeds it in a frame). */
const embedUrl = z.url({ protocol: /^https$/ });

export const BannerSchema = z.object({
  id: z.string().min(1).max(64),
  text: z.string().min(1).max(300),
  href: urlOrPath.optional(),
  linkText: z.string().max(60).optional(),
  tone: z.enum(['info', 'warning', 'celebration']).default('info'),
});
export type Banner = z.infer<typeof BannerSchema>;

export const FirebaseConfigSchema = z.object({
  apiKey: z.string().min(1),
  authDomain: z.string().min(1),
  projectId: z.string().min(1),
  /** Set in development: the Auth emulator's URL, e.g. http://127.0.0.1:9099. */
  emulatorUrl: z.url().optional(),
});

/**
 * The runtime configuration every part reads at start (the shell from /config.json).
 * Not baked into any build: a team can repoint a remote without rebuilding the shell.
 */
export const SiteConfigSchema = z.object({
  siteUrl: z.url(),
  apiBaseUrl: urlOrPath,
  remotes: z.record(z.enum(remoteNames), urlOrPath),
  firebase: FirebaseConfigSchema,
  cavalcade: z
    .object({ enabled: z.boolean().default(false), baseUrl: urlOrPath.optional() })
    .default({ enabled: false }),
  banners: z.array(BannerSchema).max(5).default([]),
  support: z.object({ email: z.email() }).optional(),
  /** The home page's video, embedded only when the visitor asks for it. */
  homeVideo: z
    .object({ title: z.string().min(1).max(120), embedUrl, source: z.string().max(200) })
    .optional(),
  /** The Theater page's videos after the home video, each embedded only when the visitor asks. */
  theaterVideos: z
    .array(
      z.object({
        title: z.string().min(1).max(120),
        embedUrl,
        source: z.string().max(200),
        description: z.string().max(300).optional(),
      }),
    )
    .max(50)
    .default([]),
});
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
