// `npm run bench:web`: Lighthouse (performance category only) on the production build served
// locally, in the mobile and desktop profiles, for the home page and one page of four remotes.
// Prints the score, FCP, LCP, TBT, CLS, the JavaScript transferred and the longest chain of
// sequential code requests after the HTML, marks each against the targets and exits non-zero
// when one is missed (after measuring every page).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium as playwrightChromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { startSite } from '../../scripts/local-stack.mjs';
import { frontParts, repoRoot } from '../../scripts/parts.mjs';
import { run } from '../../scripts/run.mjs';
import { DASHBOARD_PAGE, seededPages } from './seeded-pages.mjs';

/**
 * BENCH_PAGES=/fishing,/arcade and BENCH_PROFILES=mobile measure fewer pages, for a quicker look.
 * The Toon dashboard (`/toons/1547`) is measured with a linked toon and its last snapshot in storage.
 */
const pages = (
  process.env.BENCH_PAGES ?? `/,/makeship,/fishing,/arcade,/cog-radar,/news,${DASHBOARD_PAGE}`
).split(',');
const allProfiles = [
  { name: 'mobile', config: undefined, minScore: 95 },
  { name: 'desktop', config: desktopConfig, minScore: 100 },
];
const profiles = allProfiles.filter((profile) =>
  (process.env.BENCH_PROFILES ?? 'mobile,desktop').split(',').includes(profile.name),
);
const targets = { maxCls: 0.05, maxJsBytes: 200 * 1024, maxChain: 2 };
// Three runs by default: on a shared machine one run's Total Blocking Time can be off by 200 ms.
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const siteUrl = 'http://localhost:3000';
if (!frontParts.every((part) => existsSync(path.join(repoRoot, part.dir, 'dist')))) {
  const code = await run(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')]);
  if (code !== 0) process.exit(code);
}
if (!existsSync(path.join(repoRoot, 'api/dist/main.js'))) {
  console.error('api/dist is missing: run `npm run build` first.');
  process.exit(2);
}

/** Starts headless Chromium with a DevTools port of its own; this machine may have no network. */
async function launchChromium() {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const child = spawn(
    chromiumPath(),
    [
      ...chromiumArgs,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('Chromium did not open its DevTools port')), 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output.slice(-500)}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      try {
        // A helper process may still be writing to the profile for a moment after Chromium exits.
        rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        // The figures are measured: a profile left in the temporary folder does not fail the bench.
        console.warn(`could not remove ${profileDir}: ${error instanceof Error ? error.message : error}`);
      }
    },
  };
}

/**
 * Writes `entries` to the site's localStorage (`remove`: removes those keys), from a tab of the bench's
 * Chromium on a small file of the site, so no page of the site runs meanwhile.
 */
async function setSiteStorage(port, entries, remove = false) {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${siteUrl}/config.json`);
    await page.evaluate(
      ({ entries, remove }) => {
        for (const [key, value] of Object.entries(entries)) {
          if (remove) localStorage.removeItem(key);
          else localStorage.setItem(key, value);
        }
      },
      { entries, remove },
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Code and runtime config: what must arrive before a remote's area can run. */
function isCodeRequest(request) {
  if (request.resourceType === 'Script' || request.resourceType === 'Stylesheet') return true;
  const { pathname } = new URL(request.url);
  return pathname === '/config.json' || pathname.endsWith('/mf-manifest.json');
}

/** Every URL the page's HTML names, in its Link header (preloads) or its markup (scripts, styles). */
async function urlsNamedByDocument(url) {
  const response = await fetch(url);
  const html = await response.text();
  const named = new Set();
  for (const [, target] of (response.headers.get('link') ?? '').matchAll(/<([^>]+)>/g))
    named.add(new URL(target, url).href);
  for (const [, target] of html.matchAll(/\b(?:src|href)="([^"]+)"/g)) named.add(new URL(target, url).href);
  return named;
}

/**
 * The longest chain of sequential code requests after the HTML, up to the largest paint: a request
 * is one step deeper than the deepest code request that had finished before the page asked for it
 * (it could not be asked for earlier, whether it waited for that file or for the script that file
 * held). "Asked for" is the renderer's start time, so a file preloaded by the HTML but queued
 * behind others on the browser's six connections per origin still counts as asked for at once.
 * A file the HTML names (its Link header or markup) is one step after the HTML by definition: on
 * loopback a small preload can finish before the parser reaches the next one, which is no chain.
 */
function longestCodeChain(requests, untilMs, namedByDocument) {
  const askedAt = (request) => request.rendererStartTime ?? request.networkRequestTime;
  const code = requests
    .filter((request) => request.resourceType !== 'Document' && isCodeRequest(request))
    .filter((request) => Number.isFinite(askedAt(request)) && askedAt(request) <= untilMs)
    .sort((a, b) => askedAt(a) - askedAt(b));
  /** For each request, its depth and the request it waited for (the deepest one finished before it). */
  const steps = [];
  for (const request of code) {
    let step = { request, depth: 1, after: null };
    // The document names it: the browser asks for it while the HTML arrives, whatever has finished by then.
    if (!namedByDocument.has(request.url))
      steps.forEach((earlier) => {
        if (earlier.request.networkEndTime <= askedAt(request) && earlier.depth + 1 > step.depth) {
          step = { request, depth: earlier.depth + 1, after: earlier };
        }
      });
    steps.push(step);
  }
  const deepest = steps.reduce((best, step) => (step.depth > (best?.depth ?? 0) ? step : best), null);
  const path = [];
  for (let step = deepest; step; step = step.after) path.unshift(new URL(step.request.url).pathname);
  return { depth: deepest?.depth ?? 0, path };
}

/** Gzip -9 sizes by script URL: the budget is in gzip bytes, whatever encoding the server chose to send. */
const gzipSizes = new Map();
async function gzipSizeOf(url) {
  if (!gzipSizes.has(url)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    gzipSizes.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
  }
  return gzipSizes.get(url);
}

async function measure(port, url, profile) {
  const result = await lighthouse(
    url,
    { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
    profile.config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (process.env.BENCH_REPORTS) {
    // The whole Lighthouse report, for a closer look at one page (open it in Lighthouse's viewer).
    mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
    const name = `${profile.name}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.BENCH_REPORTS, name), JSON.stringify(lhr));
    // And its trace (open it in the browser's Performance panel), to see inside a long task.
    const trace = result.artifacts?.Trace;
    if (trace)
      writeFileSync(
        path.join(process.env.BENCH_REPORTS, name.replace(/\.json$/, '.trace')),
        JSON.stringify(trace),
      );
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests').details?.items ?? [];
  const observed = audit('metrics').details?.items?.[0] ?? {};
  const chain = longestCodeChain(
    requests,
    observed.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY,
    await urlsNamedByDocument(url),
  );
  const scriptRequests = requests.filter((request) => request.resourceType === 'Script');
  const sentBytes = scriptRequests.reduce((total, request) => total + (request.transferSize ?? 0), 0);
  let jsBytes = 0;
  for (const request of scriptRequests) jsBytes += await gzipSizeOf(request.url);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    jsBytes,
    sentBytes,
    chain: chain.depth,
    chainPath: chain.path,
    warnings: lhr.runWarnings,
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({ url: request.url, bytes: request.transferSize ?? 0 })),
  };
}

/** With several runs, the one of median score (Lighthouse's own advice for noisy machines). */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const rows = [];
const site = await startSite();
const chromium = await launchChromium();
try {
  for (const profile of profiles) {
    for (const page of pages) {
      const results = [];
      const seeded = seededPages[page];
      if (seeded) await setSiteStorage(chromium.port, seeded);
      // One request first, unmeasured: a deployed site's server has long loaded its page renderer and
      // read the remotes' lists, which the very first request after `npm start` waits for.
      await fetch(`${siteUrl}${page}`).then((response) => response.arrayBuffer());
      try {
        for (let attempt = 0; attempt < runs; attempt += 1) {
          results.push(await measure(chromium.port, `${siteUrl}${page}`, profile));
        }
      } finally {
        if (seeded) await setSiteStorage(chromium.port, seeded, true);
      }
      const row = { page, profile, ...medianRun(results) };
      row.checks = {
        score: row.score >= profile.minScore,
        cls: row.cls < targets.maxCls,
        js: row.jsBytes <= targets.maxJsBytes,
        chain: row.chain <= targets.maxChain,
      };
      rows.push(row);
      // Lighthouse clears the origin's storage before each run; its note that some was there is noise.
      for (const warning of row.warnings.filter((text) => !/stored data/.test(text)))
        console.warn(`${page} ${profile.name}: ${warning}`);
      console.log(
        `measured ${page} (${profile.name})${process.env.BENCH_CHAIN ? `: ${row.chainPath.join(' -> ')}` : ''}`,
      );
      if (process.env.BENCH_FILES) {
        for (const script of [...row.scripts].sort((a, b) => b.bytes - a.bytes))
          console.log(`  ${(script.bytes / 1024).toFixed(1).padStart(6)} kB  ${script.url}`);
      }
    }
  }
} finally {
  await chromium.close();
  await site.stop();
}

const mark = (ok) => (ok ? 'ok' : 'FAIL');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(
  `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}on the production build, served locally`,
);
console.log(
  'Targets: score ≥ 95 mobile / 100 desktop, CLS < 0.05, JS ≤ 200 kB gzip, code chain ≤ 2 after the HTML',
);
console.log(
  'page        profile  score       FCP        LCP        TBT          CLS          JS (gzip)       JS sent     chain',
);
for (const row of rows) {
  const cells = [
    row.page.padEnd(11),
    row.profile.name.padEnd(8),
    `${String(row.score).padStart(3)} ${mark(row.checks.score).padEnd(4)}`,
    `${(row.fcp / 1000).toFixed(2).padStart(6)} s`,
    `${(row.lcp / 1000).toFixed(2).padStart(6)} s`,
    `${Math.round(row.tbt).toString().padStart(6)} ms`,
    `${row.cls.toFixed(3)} ${mark(row.checks.cls).padEnd(4)}`,
    `${kb(row.jsBytes).padStart(9)} ${mark(row.checks.js).padEnd(4)}`,
    kb(row.sentBytes).padStart(9),
    `${row.chain} ${mark(row.checks.chain)}`,
  ];
  console.log(cells.join('  '));
}
console.log('(JS sent: what went over the wire, in the encoding the server chose (brotli for Chromium).)');
console.log(
  '(chain: code requests (scripts, styles, config.json, mf-manifest.json) up to the largest paint, each one deeper than the last such request that had finished before the page asked for it)',
);
if (rows.some((row) => Object.values(row.checks).some((ok) => !ok))) {
  console.error('\nA page misses a target.');
  process.exit(1);
}
