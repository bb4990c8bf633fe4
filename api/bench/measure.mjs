// One autocannon run on loopback, recording every response time so p50/p95/p99 are exact
// (autocannon's own histogram reports p97.5, not p95), with connection errors and non-2xx answers
// counted apart.
import autocannon from 'autocannon';

/** The value at or below which p percent of the sorted values fall. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * @param {import('autocannon').Options & { seconds: number }} options  autocannon options;
 *   `seconds` is the run's length
 */
export async function measure({ seconds, ...options }) {
  const times = [];
  let non2xx = 0;
  const instance = autocannon({ ...options, duration: seconds });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    times.push(responseTime);
    if (status < 200 || status > 299) non2xx += 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    perSecond: times.length / seconds,
    requests: times.length,
    // autocannon counts timeouts among its errors.
    errors: result.errors,
    non2xx,
    failures: result.errors + non2xx,
  };
}

export const fixedMs = (ms) => `${ms.toFixed(1)} ms`.padStart(9);
