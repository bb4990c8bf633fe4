// The one parts manifest (shared-contracts/parts.json): every part of the composed site with its folder and the
// port it listens on in development, preview and `npm start`, then the api's, the Auth emulator's and
// the game stand-in's. The build preset, the scripts, the api's CORS defaults and the checks of the
// local configs all read it from here; adding a remote adds a line there and its package.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const port = z.number().int().min(1024).max(65535);

/**
 * @typedef {z.infer<typeof SitePartsSchema>} SiteParts the parts manifest
 * @typedef {SiteParts['parts'][number]} SitePart a part: its name, its folder and its port
 */

export const SitePartsSchema = z
  .object({
    parts: z
      .array(
        z.object({
          name: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/),
          dir: z.string().regex(/^[a-z][a-z0-9-]*$/),
          port,
        }),
      )
      .min(1),
    api: z.object({ port }),
    authEmulator: z.object({ port }),
    gameStandin: z.object({ port }),
  })
  .superRefine((manifest, context) => {
    const ports = [manifest.api.port, manifest.authEmulator.port, manifest.gameStandin.port];
    const seen = new Set();
    for (const part of manifest.parts) {
      if (seen.has(part.name))
        context.addIssue({ code: 'custom', message: `part "${part.name}" is listed twice` });
      seen.add(part.name);
      ports.push(part.port);
    }
    if (new Set(ports).size !== ports.length)
      context.addIssue({ code: 'custom', message: 'two parts share a port' });
    if (manifest.parts[0]?.name !== 'shell')
      context.addIssue({ code: 'custom', message: 'the shell comes first' });
  });

const manifestFile = new URL(import.meta.resolve('shared-contracts/parts.json'));
const parsed = SitePartsSchema.safeParse(JSON.parse(readFileSync(manifestFile, 'utf8')));
if (!parsed.success) {
  throw new Error(
    `shared-contracts/parts.json: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
  );
}

/** @type {SiteParts} */
export const siteParts = parsed.data;

/**
 * Each part's dev and preview port, by name.
 * @type {Record<string, number>}
 */
export const ports = Object.fromEntries(siteParts.parts.map((part) => [part.name, part.port]));

/**
 * The local site's remotes, as `config.json` lists them: each remote's name and its manifest on
 * localhost at its port, in the manifest's order (the first keeps a path two remotes claim). The
 * shell's build fills its default config.json with them (federation.mjs); shared-contracts'
 * `localSiteConfig` computes the same from parts.json.
 * @type {Record<string, string>}
 */
export const localRemoteManifests = Object.fromEntries(
  siteParts.parts
    .filter((part) => part.name !== 'shell')
    .map((part) => [part.name, `http://localhost:${part.port}/mf-manifest.json`]),
);

/**
 * A site config as the shell's build writes it (`/config.json`): as given, with the local remotes
 * (`localRemoteManifests`) when it lists none, after `siteUrl` and `apiBaseUrl`.
 * @template {Record<string, unknown>} Config
 * @param {Config} config
 * @returns {Config & { remotes: unknown }}
 */
export function withLocalRemotes(config) {
  const { siteUrl, apiBaseUrl, remotes = localRemoteManifests, ...rest } = config;
  // The keys Config had, in a new order: TypeScript cannot see that it is still a Config.
  return /** @type {Config & { remotes: unknown }} */ (
    /** @type {unknown} */ ({ siteUrl, apiBaseUrl, remotes, ...rest })
  );
}
