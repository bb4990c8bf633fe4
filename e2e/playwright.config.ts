import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';
import { baseUrl, startingStorage } from './support/target-site';

/**
 * Where a run leaves what people read after it: the HTML report, and each failure's trace and
 * screenshot. `E2E_REPORT_DIR` (under e2e/) keeps one run's reports apart from another's: `npm test`
 * puts its run against a separately started site in `reports/started-site`.
 */
const reportRoot = process.env.E2E_REPORT_DIR ?? 'reports';
export const reportFolder = `${reportRoot}/html`;

/**
 * Specs that change what every test shares. They run after every other spec, one at a time within
 * their lane. The first two lanes run side by side, since what one changes the other never reads:
 * - the arcade lane swaps, rebuilds or releases mfe-arcade (a remote override, a build served in
 *   place of its build, a rebuild, a canary and promotions: composition, remote-overrides,
 *   ship-alone, release-*), and only its own tests read the arcade;
 * - the data lane stops the game stand-in (live-game), rewrites the Makeship source (makeship) or
 *   hides a user's toon from Top Toons (moderation), and its pages never load the arcade.
 * The last lane runs alone, after both: resilience stops the api and the game stand-in, and
 * game-news and game-status-banner restart the api (its copy of the game's feeds), which every page
 * of either lane reads.
 */
const arcadeLane = /(composition|remote-overrides|ship-alone|release-[\w-]+)\.spec\.ts$/;
const dataLane = /(live-game|makeship|moderation)\.spec\.ts$/;
const aloneLane = /(resilience|game-news|game-status-banner)\.spec\.ts$/;

/**
 * Specs that hold the ToonLink ports (1547-1554: their game windows listen there, and a page that
 * links reads every one of them). They change nothing other tests share, so they run beside the
 * others, one at a time among themselves.
 */
const holdsToonLinkPorts = /(toon-dashboard|task-invasions|toonlink[\w-]*)\.spec\.ts$/;

/**
 * Tests left out of this run, by tag or title (`npm test` leaves out @cross-remote, which its run
 * against the production topology covers). Set in the config, not as `--grep-invert`: Playwright
 * runs the projects the one-at-a-time lanes depend on in full, whatever the command line says.
 */
const leftOut = process.env.E2E_LEAVE_OUT ? new RegExp(process.env.E2E_LEAVE_OUT) : undefined;

export default defineConfig({
  testDir: './tests',
  ...(leftOut ? { grepInvert: leftOut } : {}),
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Two tests at a time, each on accounts of its own; a ToonLink test takes one of the two places
  // (three at once on two cores slowed every test, some close to their timeout).
  workers: 2,
  // No retries, in CI either: a flaky test is a bug to find, and a retry would hide it.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: `${reportRoot}/test-results`,
  reporter: [
    ['list'],
    ['./support/skip-reasons-reporter.ts'],
    ['html', { outputFolder: reportFolder, open: 'never' }],
  ],
  use: {
    baseURL: baseUrl,
    storageState: startingStorage(),
    // A failed test keeps its trace (each step's DOM, network and console) and its screenshot, but the
    // trace records no screencast: filming every test cost Chromium about a third of the suite's
    // time on two cores (measured: 40 tests in 127-145 s with it, 99 s without, 90 s with no trace).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    // First: Playwright starts projects' tests in this order, and the ToonLink specs (one at a time)
    // listed after the others ran alone at the end, one core idle for two minutes.
    {
      name: 'desktop, ToonLink ports',
      use: { ...devices['Desktop Chrome'] },
      testMatch: holdsToonLinkPorts,
      workers: 1,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/mobile\.spec\.ts/, arcadeLane, dataLane, aloneLane, holdsToonLinkPorts],
      workers: 2,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec\.ts/, workers: 2 },
    ...[
      { name: 'desktop, one at a time: arcade', testMatch: arcadeLane },
      { name: 'desktop, one at a time: game data', testMatch: dataLane },
    ].map((lane) => ({
      ...lane,
      use: { ...devices['Desktop Chrome'] },
      workers: 1,
      dependencies: ['desktop', 'phone', 'desktop, ToonLink ports'],
    })),
    {
      name: 'desktop, alone',
      use: { ...devices['Desktop Chrome'] },
      testMatch: aloneLane,
      workers: 1,
      dependencies: ['desktop, one at a time: arcade', 'desktop, one at a time: game data'],
    },
  ],
});
