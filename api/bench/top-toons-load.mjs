// Top Toons under heavy load: `connections` (500 by default) asking for random categories and
// pages at once, and meanwhile one toon's new score, timed from its PUT until page 1 of its
// category shows it (the goal: within 5 s).
import { Worker } from 'node:worker_threads';
import { fixedMs, measure } from './measure.mjs';

const TOP_TOONS_CATEGORIES = ['species', 'weight', 'golf', 'racing', 'rewards'];
const random = (below) => Math.floor(Math.random() * below);
export const topToonsPath = () =>
  `/api/top-toons?category=${TOP_TOONS_CATEGORIES[random(TOP_TOONS_CATEGORIES.length)]}&page=${1 + random(50)}&pageSize=20`;

/**
 * Times the new score in a thread of its own: the load generator's event loop is as busy as the
 * server at 500 connections, and a probe sharing it would time its own queue, not the api.
 */
function timeUntilVisibleApart(base, pinkSlips) {
  const worker = new Worker(new URL('./score-probe.mjs', import.meta.url), {
    workerData: { base, pinkSlips },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * Measures Top Toons at `connections` for `seconds`, with a new score sent half-way through.
 * Resolves with the measurement and the score's time to show.
 */
export async function benchTopToonsUnderLoad({ base, seconds, connections, pinkSlips }) {
  const load = measure({
    url: base,
    connections,
    seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: topToonsPath() }) }],
  });
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
  const { visibleMs, putMs } = await timeUntilVisibleApart(base, pinkSlips);
  const result = await load;
  console.log(
    `GET /api/top-toons, ${connections} connections, ${seconds} s: ${result.perSecond.toFixed(0)} req/s  p50 ${fixedMs(result.p50)}  p95 ${fixedMs(result.p95)}  p99 ${fixedMs(result.p99)}  errors ${result.errors}  non-2xx ${result.non2xx}`,
  );
  console.log(
    `  a new score (PUT during the load) on page 1 of its category after ${Number.isFinite(visibleMs) ? fixedMs(visibleMs).trim() : 'more than 10 s'} (the PUT answered after ${fixedMs(putMs).trim()})`,
  );
  return { result, visibleMs };
}
