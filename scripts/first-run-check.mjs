// CI's first-run check: on a clean clone, before anything is built, the README's start command
// (`npm start`) must bring the whole site up. This runs it, waits for the home page and the api's
// health through the site, loads one remote's page in Chromium, then stops it with Ctrl-C (SIGINT)
// and checks that everything it started is gone. The build it saw pass is recorded
// (scripts/build-stamp.mjs), so the `npm test` after it does not build the same sources again.
import { chromium } from '@playwright/test';
import { recordBuild, sourceStamp } from './build-stamp.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { apiPort, authEmulatorPort, frontParts, gameStandinPort, repoRoot } from './parts.mjs';
import { SITE_URL, siteHealthy, startSiteProcess } from './site-process.mjs';
import { answers, portTaken } from './wait.mjs';

const START_TIMEOUT_MS = 10 * 60_000;
const STOP_TIMEOUT_MS = 30_000;

/** @param {string} message */
function fail(message) {
  console.error(`✗ first run: ${message}`);
  process.exitCode = 1;
}

const started = Date.now();
// Taken before `npm start` builds: the sources that build reads.
const stamp = sourceStamp();
const site = startSiteProcess({ command: 'npm', args: ['start'], cwd: repoRoot });

try {
  await site.waitUntil(
    `the home page at ${SITE_URL}/`,
    () =>
      answers(`${SITE_URL}/`, {
        check: async (response) => (await response.text()).includes('<div id="root"'),
      }),
    START_TIMEOUT_MS,
  );
  await site.waitUntil('/api/health through the site', siteHealthy, 60_000);
  // The site serves, so `npm start`'s build of these sources passed.
  recordBuild(stamp);
  console.log(
    `✓ first run: site and api answer (${((Date.now() - started) / 1000).toFixed(0)} s after npm start)`,
  );

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${SITE_URL}/makeship`);
    await page.getByRole('heading', { level: 1, name: 'Makeship' }).waitFor({ timeout: 30_000 });
    if (errors.length > 0) throw new Error(`the Makeship page threw: ${errors.join('; ')}`);
    console.log('✓ first run: Chromium shows the Makeship remote at /makeship');
  } finally {
    await browser.close();
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const stopped = await site.stopWithin(STOP_TIMEOUT_MS);
if (!stopped) {
  fail(`npm start did not stop within ${STOP_TIMEOUT_MS / 1000} s of Ctrl-C`);
} else if (process.exitCode !== 1) {
  const ports = [...frontParts.map((part) => part.port), apiPort, authEmulatorPort, gameStandinPort];
  // Give the children a moment to release their sockets after the parent's exit.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const busy = [];
  for (const port of ports) if (await portTaken(port)) busy.push(port);
  if (busy.length > 0) fail(`ports still in use after Ctrl-C: ${busy.join(', ')}`);
  else console.log('✓ first run: Ctrl-C stopped every part');
}
if (process.exitCode === 1) site.kill();
