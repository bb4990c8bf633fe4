import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';

/**
 * The dev-mode suite (`e2e/dev`): it starts `npm run dev` and each remote's standalone dev server
 * itself, on the usual dev ports, so it runs alone, after the main suite has freed them.
 */
export default defineConfig({
  testDir: './dev',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that fails once is a bug to fix (see support/temporary-edit.ts for the one
  // the hot-reload test had), not a run to repeat.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'reports/dev-test-results',
  reporter: [['list'], ['html', { outputFolder: 'reports/dev-html', open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    // A failed test keeps its trace (each step's DOM, network and console) and its screenshot, but the
    // trace records no screencast: filming every test cost Chromium about a third of the suite's
    // time on two cores (measured: 40 tests in 127-145 s with it, 99 s without, 90 s with no trace).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
});
