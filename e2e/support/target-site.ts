/**
 * Which site the suite tests. By default it builds and starts the composed site itself on
 * http://localhost:3000; with `E2E_BASE_URL` it tests that site instead (a deployment, or one started
 * separately) and the tests that need the local site's internals skip themselves (see `needsLocalSite`).
 */
import { type APIRequestContext, test } from '@playwright/test';
import { parseSiteConfig, type SiteConfig } from 'shared-contracts';
import { z } from 'zod';

const LOCAL_SITE = 'http://localhost:3000';

const targetEnv = z.object({
  E2E_BASE_URL: z
    .string()
    .url('E2E_BASE_URL must be a URL such as https://staging.example.org')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  E2E_REMOTE_OVERRIDE: z
    .string()
    .regex(/^[a-z][a-z0-9-]*=https?:\/\/\S+$/, 'E2E_REMOTE_OVERRIDE must read <remote>=<manifest URL>')
    .optional(),
});

const parsed = targetEnv.safeParse(process.env);
if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));

/** The site under test, without a trailing slash. */
export const baseUrl = parsed.data.E2E_BASE_URL ?? LOCAL_SITE;

/** True when the suite runs against a site it did not start itself. */
export const testsDeployedSite = parsed.data.E2E_BASE_URL !== undefined;

/** The remote swapped for a candidate in every test (`E2E_REMOTE_OVERRIDE=<remote>=<manifest URL>`). */
export const remoteOverride = (() => {
  const value = parsed.data.E2E_REMOTE_OVERRIDE;
  if (!value) return undefined;
  const separator = value.indexOf('=');
  return { remote: value.slice(0, separator), manifestUrl: value.slice(separator + 1) };
})();

/**
 * The browser storage every test starts from: with a remote override, the site's own override
 * record (the shell's remote overrides feature), as if QA had set it in the panel.
 */
export function startingStorage() {
  if (!remoteOverride) return undefined;
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseUrl).origin,
        localStorage: [
          {
            name: 'trinket:remote-overrides',
            value: JSON.stringify({ [remoteOverride.remote]: remoteOverride.manifestUrl }),
          },
        ],
      },
    ],
  };
}

/**
 * Skips the current test (or, at a file's top level, every test in the file) when the suite runs
 * against a deployed site; `reason` says what of the local site it needs, and is printed.
 */
export function needsLocalSite(reason: string): void {
  test.skip(testsDeployedSite, `needs the locally started site: ${reason}`);
}

/**
 * Skips the current test when E2E_REMOTE_OVERRIDE swaps `remote` for a candidate: the test changes or
 * breaks the deployed `remote` (`reason`), which the candidate replaces in the browser.
 */
export function needsDeployedRemote(remote: string, reason: string): void {
  test.skip(remoteOverride?.remote === remote, `needs the deployed ${remote} remote: ${reason}`);
}

/** The runtime config the site under test serves (its remotes, its Auth settings). */
export async function siteConfig(request: APIRequestContext): Promise<SiteConfig> {
  const response = await request.get(`${baseUrl}/config.json`);
  if (!response.ok()) throw new Error(`${baseUrl}/config.json answered ${response.status()}`);
  return parseSiteConfig(await response.json());
}
