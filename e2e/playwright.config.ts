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

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec\.ts/ },
  ],
});
