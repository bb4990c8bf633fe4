// `npm test`: typecheck, lint, build, every unit test (the api's on PGlite, or on PostgreSQL when
// TEST_POSTGRES_URL names a server, as in CI: see vitest.config.ts), then the
// Playwright e2e suite over the composed site, which serves and tears the site down itself, a smoke
// run of the suite against the production topology started separately (as QA runs it against a
// deployment: scripts/test-production.mjs), and the dev-mode suite (`npm run dev` and each remote standalone).
//
// Each test runs once unless a second run proves something new:
// - The build is skipped when the last build recorded was of these very sources (a content stamp,
//   scripts/build-stamp.mjs): CI's first-run check has just built them with `npm start`. Any change
//   to a file the build reads, or a part's missing dist/, builds again.
// - The e2e suite runs once, against the site it starts itself, where the tests that need this
//   machine's internals (stopping parts, reading the Auth emulator's mailbox, rebuilding a remote) can
//   run, less the @cross-remote route table, which runs against the topology only. Against the
//   production topology (E2E_BASE_URL, what QA points at a deployment) it runs only the specs
//   tagged @deployment-smoke, @cross-remote and @production: the first prove the suite's
//   deployment mode itself (the health check, the site's own config and Auth, data kept by the
//   api, a test that needs internals skipping with its reason), the second compose every page of
//   every remote through the topology (its layout, heading, title and policy), the third the
//   topology itself (a replica stopped under a player, budgets shared through Redis and kept per
//   visitor through nginx, nginx's headers). The rest of the suite against the topology proved
//   nothing more for 9 minutes of CI (164 passed, 46 skipped for needing internals, 2026-11-29).
//   Running the other 160-odd specs a second time there proved little more, for minutes of CI
//   (docs/development.md has both lengths).
// - The e2e suite runs two tests at a time, each on accounts of its own, with the ToonLink specs
//   (which hold the game's ports) one at a time beside them; the specs that stop or swap parts every
//   test shares run after them, one at a time within their lane (e2e/playwright.config.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { builtFrom, recordBuild, sourceStamp } from './build-stamp.mjs';
import { repoRoot } from './parts.mjs';
import { runOrExit, runTogetherOrExit } from './run.mjs';

/** @param {string} name */
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
// tsc checks on one core and biome is quick: side by side they take the typecheck's time.
await runTogetherOrExit([
  {
    label: 'typecheck (tsc -b)',
    command: process.execPath,
    args: [path.join(repoRoot, 'scripts/typecheck.mjs')],
    options: { cwd: repoRoot },
  },
  { label: 'lint (biome)', command: bin('biome'), args: ['check', '.'], options: { cwd: repoRoot } },
]);
const stamp = sourceStamp();
if (builtFrom(stamp)) {
  console.log('✓ build: skipped, the built site is of these sources already (scripts/build-stamp.mjs)');
} else {
  await runOrExit('build', process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], { cwd: repoRoot });
  recordBuild(stamp);
}
await runOrExit('unit and api tests (vitest)', bin('vitest'), ['run'], { cwd: repoRoot });
// Less the specs tagged @cross-remote (every route of every remote, composed): the run against the
// production topology below composes each of them through nginx, the first-paint server and the
// api replicas, which proves everything this run's copy would (about 50 s of CI's time).
await runOrExit('e2e (playwright)', bin('playwright'), ['test'], {
  cwd: path.join(repoRoot, 'e2e'),
  env: { ...process.env, E2E_SKIP_BUILD: '1', E2E_LEAVE_OUT: '@cross-remote' },
});
// Then the suite as QA runs it against a deployment: the production topology (nginx, two api
// replicas on PostgreSQL and Redis, the first-paint server) started separately, through E2E_BASE_URL
// (the smoke specs and the topology's own, see above). Without nginx, PostgreSQL or Redis it says
// what to install and skips, except under CI=true.
await runOrExit('e2e against the production topology (E2E_BASE_URL)', process.execPath, [
  path.join(repoRoot, 'scripts/test-production.mjs'),
  '--grep',
  '@deployment-smoke|@cross-remote|@production',
  // Without it a tagged spec of the one-at-a-time project would pull in every spec it runs after.
  '--no-deps',
]);
// Then the dev loop (`e2e/dev`): `npm run dev` and each remote standalone, on the dev ports the e2e
// suite has freed.
await runOrExit('dev-mode e2e (playwright)', bin('playwright'), ['test', '-c', 'playwright.dev.config.ts'], {
  cwd: path.join(repoRoot, 'e2e'),
});
console.log(`All tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
