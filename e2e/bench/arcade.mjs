// `npm run bench:arcade`: frame times of toons-up in headless Chromium over 10 seconds of play
// against the production build. Reports p50/p95 of the time between frames and of the script
// time spent inside each animation frame (every requestAnimationFrame callback, timed in the page).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startSiteServer } from 'site-server';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { frontParts, repoRoot } from '../../scripts/parts.mjs';
import { run } from '../../scripts/run.mjs';

const PLAY_MS = 10_000;

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

if (!frontParts.every((part) => existsSync(path.join(repoRoot, part.dir, 'dist')))) {
  const code = await run(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')]);
  if (code !== 0) process.exit(code);
}

const siteServer = await startSiteServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
let result;
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  // Times every animation-frame callback and notes each frame's timestamp, from inside the page.
  await page.addInitScript(() => {
    const samples = { frames: [], work: [], recording: false };
    window.__arcadeBench = samples;
    const original = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      original((time) => {
        const started = performance.now();
        callback(time);
        if (samples.recording) samples.work.push(performance.now() - started);
      });
    const watch = (time) => {
      if (samples.recording) samples.frames.push(time);
      original(watch);
    };
    original(watch);
  });
  await page.goto('http://localhost:3000/arcade/toons-up?seed=1');
  await page.locator('.toons-up').waitFor();
  await page.keyboard.press('Space');
  await page.evaluate(() => {
    window.__arcadeBench.recording = true;
  });

  // A player who steers left and right in turn, and starts again whenever the toon falls.
  const endAt = Date.now() + PLAY_MS;
  let games = 1;
  let turn = 0;
  while (Date.now() < endAt) {
    const key = turn % 2 === 0 ? 'ArrowLeft' : 'ArrowRight';
    turn += 1;
    await page.keyboard.down(key);
    await page.waitForTimeout(350);
    await page.keyboard.up(key);
    if ((await page.locator('.toons-up').getAttribute('data-phase')) === 'over') {
      games += 1;
      await page.keyboard.press('Space');
    }
  }
  const samples = await page.evaluate(() => {
    window.__arcadeBench.recording = false;
    return { frames: window.__arcadeBench.frames, work: window.__arcadeBench.work };
  });
  const intervals = samples.frames.slice(1).map((time, index) => time - samples.frames[index]);
  result = {
    frames: samples.frames.length,
    games,
    interval: intervals.sort((a, b) => a - b),
    work: samples.work.sort((a, b) => a - b),
  };
} finally {
  await browser.close();
  await siteServer.close();
}

const ms = (value) => `${value.toFixed(2)} ms`;
console.log(`\ntoons-up, ${PLAY_MS / 1000} s of play in headless Chromium (390×844), production build`);
console.log(`frames: ${result.frames}   games played: ${result.games}`);
console.log('                       p50        p95        max');
console.log(
  `frame time         ${ms(percentile(result.interval, 0.5)).padStart(9)}  ${ms(percentile(result.interval, 0.95)).padStart(9)}  ${ms(result.interval.at(-1) ?? Number.NaN).padStart(9)}`,
);
console.log(
  `script per frame   ${ms(percentile(result.work, 0.5)).padStart(9)}  ${ms(percentile(result.work, 0.95)).padStart(9)}  ${ms(result.work.at(-1) ?? Number.NaN).padStart(9)}`,
);
console.log(
  '(frame time: between animation frames, 16.7 ms at 60 fps; script: inside requestAnimationFrame callbacks)',
);
