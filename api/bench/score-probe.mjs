// The new score of the Top Toons heavy-load bench (top-toons-load.mjs), timed in a worker thread of
// its own: ms from a PUT that makes toon 0 the first in rewards until page 1 of rewards says so
// (Infinity after 10 s), and until the PUT was answered. Posts { visibleMs, putMs } to its parent.
import { parentPort, workerData } from 'node:worker_threads';
import { benchToonId, ownerOfToon } from './seed-toons.mjs';

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

parentPort?.postMessage(await timeUntilVisible(workerData.base, { pinkSlips: workerData.pinkSlips }));
