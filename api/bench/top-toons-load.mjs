// Top Toons under heavy load: `connections` (500 by default) asking for random categories and
// pages at once, and meanwhile one toon's new score, timed from its PUT until page 1 of its
// category shows it (the goal: within 5 s).
import { fixedMs, measure } from './measure.mjs';
import { benchToonId, ownerOfToon } from './seed-toons.mjs';

const TOP_TOONS_CATEGORIES = ['species', 'weight', 'golf', 'racing', 'rewards'];
const random = (below) => Math.floor(Math.random() * below);
export const topToonsPath = () =>
  `/api/top-toons?category=${TOP_TOONS_CATEGORIES[random(TOP_TOONS_CATEGORIES.length)]}&page=${1 + random(50)}&pageSize=20`;

/**
 * ms from a PUT that makes toon 0 the first in rewards until page 1 of rewards says so (Infinity
 * after `giveUpMs`), and until the PUT was answered.
 */
async function timeUntilVisible(base, { pinkSlips, giveUpMs = 10_000 }) {
  const id = benchToonId(0);
  const started = performance.now();
  const put = await fetch(`${base}/api/toons/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer user:${ownerOfToon(0)}` },
    body: JSON.stringify({ rewards: { pinkSlips } }),
  });
  if (!put.ok) throw new Error(`the score's PUT answered ${put.status}: ${await put.text()}`);
  await put.arrayBuffer();
  const putMs = performance.now() - started;
  while (performance.now() - started < giveUpMs) {
    const response = await fetch(`${base}/api/top-toons?category=rewards&page=1&pageSize=20`);
    const page = response.ok ? await response.json() : null;
    const first = page?.entries?.[0];
    if (first?.id === id && first.value === pinkSlips)
      return { visibleMs: performance.now() - started, putMs };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { visibleMs: Number.POSITIVE_INFINITY, putMs };
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
  const { visibleMs, putMs } = await timeUntilVisible(base, { pinkSlips });
  const result = await load;
  console.log(
    `GET /api/top-toons, ${connections} connections, ${seconds} s: ${result.perSecond.toFixed(0)} req/s  p50 ${fixedMs(result.p50)}  p95 ${fixedMs(result.p95)}  p99 ${fixedMs(result.p99)}  errors ${result.errors}  non-2xx ${result.non2xx}`,
  );
  console.log(
    `  a new score (PUT during the load) on page 1 of its category after ${Number.isFinite(visibleMs) ? fixedMs(visibleMs).trim() : 'more than 10 s'} (the PUT answered after ${fixedMs(putMs).trim()})`,
  );
  return { result, visibleMs };
}
