import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite } from '../../scripts/local-stack.mjs';
import { repoRoot } from '../../scripts/parts.mjs';
import { startSiteControl } from './site-control';
import { baseUrl, remoteOverride, testsDeployedSite } from './target-site';

/** Checks that the deployed site under test answers before any test runs. */
async function checkDeployedSite(): Promise<void> {
  const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(15_000) }).catch(
    (error: unknown) => {
      throw new Error(`E2E_BASE_URL: ${baseUrl}/api/health did not answer (${String(error)})`);
    },
  );
  if (!response.ok) throw new Error(`E2E_BASE_URL: ${baseUrl}/api/health answered ${response.status}`);
  console.log(
    `Testing the site at ${baseUrl}: tests that need the locally started site are skipped, each with its reason.`,
  );
}

/** Checks the candidate manifest of E2E_REMOTE_OVERRIDE answers, and says what the run swaps. */
async function checkCandidate({ remote, manifestUrl }: { remote: string; manifestUrl: string }) {
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(15_000) }).catch(
    (error: unknown) => {
      throw new Error(`E2E_REMOTE_OVERRIDE: ${manifestUrl} did not answer (${String(error)})`);
    },
  );
  if (!response.ok) throw new Error(`E2E_REMOTE_OVERRIDE: ${manifestUrl} answered ${response.status}`);
  console.log(
    `Every test loads the "${remote}" remote from ${manifestUrl} (a remote override; the site's config must allow its origin).`,
  );
}

/**
 * Builds and serves the composed site for the suite, and tears it all down afterwards; with
 * E2E_BASE_URL it only checks that site answers.
 */
export default async function globalSetup() {
  if (remoteOverride) await checkCandidate(remoteOverride);
  if (testsDeployedSite) return checkDeployedSite();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The site did not build');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'trinket-e2e-'));
  // Makeship reads a copy of the sample file with a short cache, so a test can change the source.
  const makeshipSource = path.join(dataDir, 'makeship.json');
  copyFileSync(path.join(repoRoot, 'api/data/makeship-sample.json'), makeshipSource);
  process.env.E2E_MAKESHIP_SOURCE = makeshipSource;
  const site = await startSite({
    apiEnv: {
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      LOG_LEVEL: 'warn',
      MAKESHIP_SOURCE: makeshipSource,
      MAKESHIP_CACHE_SECONDS: '1',
      // Every browser of the suite comes from one address through the shell's /api proxy, so the
      // per-address sign-up budget gets room for the suite's accounts; the per-user write limit
      // keeps its default (the suite shows the site lives with it).
      RATE_LIMIT_SIGNUPS_PER_HOUR: '1000',
      // Every page of the suite reports its remotes (the local config samples every view), all from
      // that one address; and a canary is judged after a few loads, not a busy site's fifty.
      RATE_LIMIT_TELEMETRY_PER_MINUTE: '100000',
      CANARY_MIN_LOADS: '4',
    },
  });
  // The release specs switch versions as a deploy pipeline would, with the api's RELEASE_TOKEN.
  process.env.RELEASE_TOKEN = site.releaseToken;
  // Resilience tests stop and restart parts of this site from their worker processes.
  const control = await startSiteControl(site, 3099);
  process.env.E2E_SITE_CONTROL = control.url;
  return async () => {
    await control.close();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
