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
 * Specs that change what every test shares: they stop the api or the game stand-in, close, swap or
 * rebuild a part, rewrite the Makeship source, hide a user's toon from everyone, or hold the ToonLink
 * ports. They run one at a time, after every other spec; the others run two at a time, each test on
 * accounts of its own.
 */
const runsAlone =
  /(resilience|live-game|game-status-banner|game-news|makeship|composition|remote-overrides|ship-alone|moderation|toon-dashboard|task-invasions|toonlink[\w-]*)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: [/mobile\.spec\.ts/, runsAlone] },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec\.ts/ },
    {
      name: 'desktop, one at a time',
      use: { ...devices['Desktop Chrome'] },
      testMatch: runsAlone,
      workers: 1,
      dependencies: ['desktop', 'phone'],
    },
  ],
});
