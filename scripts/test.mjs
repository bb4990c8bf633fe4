// `npm test`: typecheck, lint, build, every unit test (api tests on PGlite included), then the
// Playwright e2e suite over the composed site, which serves and tears the site down itself.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './parts.mjs';
import { runOrExit } from './run.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}: the e2e suite needs one.\n` +
      '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  Or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

const started = Date.now();
await runOrExit('typecheck (tsc -b)', bin('tsc'), ['-b'], { cwd: repoRoot });
await runOrExit('lint (biome)', bin('biome'), ['check', '.'], { cwd: repoRoot });
await runOrExit('build', process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], { cwd: repoRoot });
await runOrExit('unit and api tests (vitest)', bin('vitest'), ['run'], { cwd: repoRoot });
await runOrExit('e2e (playwright)', bin('playwright'), ['test'], {
  cwd: path.join(repoRoot, 'e2e'),
  env: { ...process.env, E2E_SKIP_BUILD: '1' },
});
console.log(`All tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
