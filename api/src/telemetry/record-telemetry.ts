// Adds a batch of browser events to the per-minute counts (migration 0016). The minute is the
// api's clock when the batch arrived, never a time the browser sent. Only a remote the site has
// (the parts manifest) and a version it serves (`build`, or a release registered for that remote)
// is counted: anything else is dropped, so a forged batch cannot grow the tables without bound.
import { siteParts } from 'build-preset/parts';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { type TelemetryEvent, UNRELEASED_VERSION } from 'shared-contracts/domain';
import type { Database } from '../db/schema.js';
import { lcpBucketOf } from './lcp-buckets.js';

const SITE_REMOTES = new Set(
  siteParts.parts.filter((part) => part.name !== 'shell').map((part) => part.name),
);

interface VersionCounts {
  remote: string;
  version: string;
  loads: number;
  loadFailures: number;
  loadMsTotal: number;
  areaErrors: number;
  lcpSamples: number;
  /** LCP bucket -> samples. */
  lcp: Map<number, number>;
}

export interface RecordOutcome {
  counted: number;
  dropped: number;
  /** The remotes whose canary may need a look: a load of theirs was counted. */
  loadedRemotes: string[];
}

export function startOfMinute(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/** Which (remote, version) pairs of the batch the site serves. */
async function servedVersions(db: Kysely<Database>, events: readonly TelemetryEvent[]): Promise<Set<string>> {
  const served = new Set<string>();
  const released: { remote: string; version: string }[] = [];
  for (const { remote, version } of events) {
    if (!SITE_REMOTES.has(remote)) continue;
    if (version === UNRELEASED_VERSION) served.add(`${remote}@${version}`);
    else released.push({ remote, version });
  }
  if (released.length > 0) {
    const rows = await db
      .selectFrom('remote_releases')
      .select(['remote', 'version'])
      .where((eb) => eb.or(released.map(({ remote, version }) => eb.and({ remote, version }))))
      .execute();
    for (const row of rows) served.add(`${row.remote}@${row.version}`);
  }
  return served;
}

function tally(events: readonly TelemetryEvent[], served: Set<string>): Map<string, VersionCounts> {
  const counts = new Map<string, VersionCounts>();
  for (const event of events) {
    const key = `${event.remote}@${event.version}`;
    if (!served.has(key)) continue;
    let entry = counts.get(key);
    if (!entry) {
      entry = {
        remote: event.remote,
        version: event.version,
        loads: 0,
        loadFailures: 0,
        loadMsTotal: 0,
        areaErrors: 0,
        lcpSamples: 0,
        lcp: new Map(),
      };
      counts.set(key, entry);
    }
    if (event.kind === 'load') {
      entry.loads += 1;
      entry.loadMsTotal += event.durationMs;
      if (event.outcome === 'failed') entry.loadFailures += 1;
    } else if (event.kind === 'area-error') {
      entry.areaErrors += 1;
    } else {
      entry.lcpSamples += 1;
      const bucket = lcpBucketOf(event.lcpMs);
      entry.lcp.set(bucket, (entry.lcp.get(bucket) ?? 0) + 1);
    }
  }
  return counts;
}

export async function recordTelemetry(
  db: Kysely<Database>,
  events: readonly TelemetryEvent[],
  at: Date,
): Promise<RecordOutcome> {
  const counts = tally(events, await servedVersions(db, events));
  const minute = startOfMinute(at);
  let counted = 0;
  const loadedRemotes = new Set<string>();
  // One statement per version and table: a beacon names one or two versions at most. Rows are
  // written in one order (by key, then bucket) so two batches never wait on each other in a cycle.
  for (const [, entry] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const { remote, version } = entry;
    await db
      .insertInto('remote_telemetry_minutes')
      .values({
        remote,
        version,
        minute,
        loads: entry.loads,
        load_failures: entry.loadFailures,
        load_ms_total: entry.loadMsTotal,
        area_errors: entry.areaErrors,
        lcp_samples: entry.lcpSamples,
      })
      .onConflict((conflict) =>
        conflict.columns(['remote', 'version', 'minute']).doUpdateSet({
          loads: sql`remote_telemetry_minutes.loads + excluded.loads`,
          load_failures: sql`remote_telemetry_minutes.load_failures + excluded.load_failures`,
          load_ms_total: sql`remote_telemetry_minutes.load_ms_total + excluded.load_ms_total`,
          area_errors: sql`remote_telemetry_minutes.area_errors + excluded.area_errors`,
          lcp_samples: sql`remote_telemetry_minutes.lcp_samples + excluded.lcp_samples`,
        }),
      )
      .execute();
    if (entry.lcp.size > 0) {
      await db
        .insertInto('remote_telemetry_lcp')
        .values(
          [...entry.lcp]
            .sort(([a], [b]) => a - b)
            .map(([bucket, samples]) => ({ remote, version, minute, bucket, samples })),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['remote', 'version', 'minute', 'bucket'])
            .doUpdateSet({ samples: sql`remote_telemetry_lcp.samples + excluded.samples` }),
        )
        .execute();
    }
    counted += entry.loads + entry.areaErrors + entry.lcpSamples;
    if (entry.loads > 0) loadedRemotes.add(remote);
  }
  return { counted, dropped: events.length - counted, loadedRemotes: [...loadedRemotes] };
}
