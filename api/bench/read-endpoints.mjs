// The read endpoints pages poll, each under the same load (50 connections for 20 s by default):
// Makeship campaigns, every cached game endpoint (fed by the offline game stand-in), the population
// history (a day of samples) and Top Toons (random category and page over the seeded toons).
import { fixedMs, measure } from './measure.mjs';
import { topToonsPath } from './top-toons-load.mjs';

/** Label and path (a function: a new path per request) of each endpoint measured. */
export const READ_ENDPOINTS = [
  ['GET /api/makeship', () => '/api/makeship'],
  ['GET /api/game/population', () => '/api/game/population'],
  ['GET /api/game/invasions', () => '/api/game/invasions'],
  ['GET /api/game/fieldoffices', () => '/api/game/fieldoffices'],
  ['GET /api/game/doodles', () => '/api/game/doodles'],
  ['GET /api/game/sillymeter', () => '/api/game/sillymeter'],
  ['GET /api/game/cavalcade', () => '/api/game/cavalcade'],
  ['GET /api/game/population/history', () => '/api/game/population/history?hours=24'],
  ['GET /api/game/settings', () => '/api/game/settings'],
  ['GET /api/top-toons', topToonsPath],
];

/**
 * Measures each endpoint in turn and prints a table; resolves with the endpoints that had failures
 * and every endpoint's measurement by label.
 */
export async function benchReadEndpoints({ base, seconds, connections }) {
  console.log(`\nRead endpoints (${connections} connections, ${seconds} s each, loopback):`);
  console.log(
    `${'endpoint'.padEnd(36)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}  errors  non-2xx`,
  );
  const failed = [];
  const results = new Map();
  for (const [label, pathOf] of READ_ENDPOINTS) {
    // One request first: a cached endpoint fills its cache (asks the stand-in) outside the window.
    await fetch(`${base}${pathOf()}`).then((response) => response.arrayBuffer());
    const result = await measure({
      url: base,
      connections,
      seconds,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf() }) }],
    });
    results.set(label, result);
    if (result.failures) failed.push(label);
    console.log(
      `${label.padEnd(36)} ${result.perSecond.toFixed(0).padStart(7)} ${fixedMs(result.p50)} ${fixedMs(result.p95)} ${fixedMs(result.p99)}  ${String(result.errors).padStart(6)}  ${String(result.non2xx).padStart(7)}`,
    );
  }
  return { failed, results };
}
