// `npm run bench:bundle`: the gzip bytes of JS and CSS a visitor's browser loads on the critical
// path of / and of the first route of each remote, measured in Chromium against the production
// build, and checked against the budgets.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startSiteServer } from 'site-server';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { frontParts, repoRoot } from '../../scripts/parts.mjs';
import { run } from '../../scripts/run.mjs';

const budgets = { homeJs: 150 * 1024, remoteOwnJs: 60 * 1024 };
const pages = [
  { url: '/', owner: 'shell' },
  { url: '/login', owner: 'auth' },
  { url: '/profile', owner: 'toons' },
  { url: '/makeship', owner: 'makeship' },
  { url: '/arcade', owner: 'arcade' },
  { url: '/cog-radar', owner: 'tools' },
];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

if (!frontParts.every((part) => existsSync(path.join(repoRoot, part.dir, 'dist')))) {
  const code = await run(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')]);
  if (code !== 0) process.exit(code);
}

const partByPort = new Map(frontParts.map((part) => [String(part.port), part.name]));

/** Files that hold a shared singleton (react, react-dom, shared-contracts…), by each part's manifest. */
function sharedFiles() {
  const files = new Set();
  for (const part of frontParts) {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, part.dir, 'dist/mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared ?? []) {
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
        files.add(`http://localhost:${part.port}/${file}`);
      }
    }
  }
  return files;
}
const singletonFiles = sharedFiles();
const siteServer = await startSiteServer();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumArgs,
});

let failed = false;
const rows = [];
try {
  for (const target of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Note when the page's heading first appears, measured inside the page on each frame.
    await page.addInitScript(() => {
      const look = () => {
        if (document.querySelector('main h1')) window.__headingSeenAt = performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const bodies = new Map();
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response
          .body()
          .then((body) => bodies.set(response.url(), { type, gzip: gzipSync(body).length }))
          .catch(() => {}),
      );
    });
    await page.goto(`http://localhost:3000${target.url}`);
    await page.locator('main h1').first().waitFor();
    const headingAt = await page.evaluate(() => window.__headingSeenAt ?? performance.now());
    await page.waitForLoadState('load');
    // The critical path: what was requested before the page had loaded and shown its heading.
    const criticalUrls = await page.evaluate((headingTime) => {
      const navigation = performance.getEntriesByType('navigation')[0];
      const cutoff = Math.max(navigation.loadEventEnd, headingTime);
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= cutoff)
        .map((entry) => entry.name);
    }, headingAt);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    await context.close();
    const files = criticalUrls
      .filter((url) => bodies.has(url))
      .map((url) => ({
        url,
        ...bodies.get(url),
        part: partByPort.get(new URL(url).port) ?? 'other',
        isShared: singletonFiles.has(url),
      }));

    if (process.env.BENCH_VERBOSE) {
      for (const file of files)
        console.log(
          `${target.url} ${file.part} ${file.isShared ? 'shared' : 'own'} ${file.gzip} ${file.url}`,
        );
    }
    const sum = (filter) => files.filter(filter).reduce((total, file) => total + file.gzip, 0);
    const js = sum((file) => file.type === 'script');
    const css = sum((file) => file.type === 'stylesheet');
    const ownJs = sum((file) => file.type === 'script' && file.part === target.owner && !file.isShared);
    const budget = target.owner === 'shell' ? budgets.homeJs : budgets.remoteOwnJs;
    const measured = target.owner === 'shell' ? js : ownJs;
    const ok = measured <= budget;
    failed ||= !ok;
    rows.push({ page: target.url, owner: target.owner, js, css, ownJs, requests: files.length, budget, ok });
  }
} finally {
  await browser.close();
  await siteServer.close();
}

console.log('\nCritical-path bytes (gzip), production build');
console.log('page        owner      JS total    CSS       own JS     files  budget            result');
console.log(
  "(own JS: the owner's files that are not shared singletons; JS total: everything on the critical path)",
);
for (const row of rows) {
  const budgetText = row.owner === 'shell' ? `JS ≤ ${kb(row.budget)}` : `own ≤ ${kb(row.budget)}`;
  console.log(
    `${row.page.padEnd(11)} ${row.owner.padEnd(10)} ${kb(row.js).padStart(9)} ${kb(row.css).padStart(9)} ${kb(row.ownJs).padStart(9)} ${String(row.requests).padStart(6)}  ${budgetText.padEnd(17)} ${row.ok ? 'ok' : 'OVER'}`,
  );
}
if (failed) {
  console.error('\nA page is over its budget.');
  process.exit(1);
}
