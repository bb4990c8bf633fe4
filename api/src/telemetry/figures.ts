// A remote's figures per version over a window of minutes, summed from the per-minute counts.

import type { Kysely } from 'kysely';
import type { VersionFigures } from 'shared-contracts/domain';
import type { Database } from '../db/schema.js';
import { percentileFromHistogram } from './lcp-buckets.js';

export interface FigureWindow {
  /** First minute counted (inclusive). */
  since: Date;
  /** Minutes before this are counted; defaults to all after `since`. */
  until?: Date;
}

/** Each version of `remote` seen in the window, with its loads, failure rate, area errors and p75 LCP. */
export async function versionFigures(
  db: Kysely<Database>,
  remote: string,
  window: FigureWindow,
): Promise<Map<string, VersionFigures>> {
  let totals = db
    .selectFrom('remote_telemetry_minutes')
    .select((eb) => [
      'version',
      eb.fn.sum<string>('loads').as('loads'),
      eb.fn.sum<string>('load_failures').as('load_failures'),
      eb.fn.sum<string>('area_errors').as('area_errors'),
      eb.fn.sum<string>('lcp_samples').as('lcp_samples'),
    ])
    .where('remote', '=', remote)
    .where('minute', '>=', window.since)
    .groupBy('version');
  let buckets = db
    .selectFrom('remote_telemetry_lcp')
    .select((eb) => ['version', 'bucket', eb.fn.sum<string>('samples').as('samples')])
    .where('remote', '=', remote)
    .where('minute', '>=', window.since)
    .groupBy(['version', 'bucket']);
  if (window.until) {
    totals = totals.where('minute', '<', window.until);
    buckets = buckets.where('minute', '<', window.until);
  }
  const histograms = new Map<string, Map<number, number>>();
  for (const row of await buckets.execute()) {
    const histogram = histograms.get(row.version) ?? new Map<number, number>();
    histogram.set(Number(row.bucket), Number(row.samples));
    histograms.set(row.version, histogram);
  }
  const figures = new Map<string, VersionFigures>();
  for (const row of await totals.execute()) {
    const loads = Number(row.loads);
    const loadFailures = Number(row.load_failures);
    figures.set(row.version, {
      version: row.version,
      loads,
      loadFailures,
      loadFailureRate: loads > 0 ? loadFailures / loads : null,
      areaErrors: Number(row.area_errors),
      lcpSamples: Number(row.lcp_samples),
      p75LcpMs: percentileFromHistogram(histograms.get(row.version) ?? new Map(), 0.75),
    });
  }
  return figures;
}
