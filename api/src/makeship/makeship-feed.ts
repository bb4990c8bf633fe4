// Makeship campaigns, read from the configured source and kept for `cacheSeconds`. When a refresh
// fails (unreachable, not JSON, wrong shape) the last good campaigns are served, marked stale with
// their age, and the failure is logged; bad data is never passed on. Concurrent callers share one
// refresh. Before any good read there is nothing to serve: MakeshipUnavailableError.
import path from 'node:path';
import type { MakeshipResponse } from 'shared-contracts/domain';
import { repoRoot } from '../config.js';
import { describeError, type Logger } from '../logger.js';
import { readSource, type SourceReader } from './read-source.js';
import { type MakeshipSourceData, parseSourceData } from './source-data.js';

/** The shipped sample campaigns (the default source). */
export const SAMPLE_SOURCE = path.join(repoRoot, 'api/data/makeship-sample.json');

export interface MakeshipFeedOptions {
  source: string;
  cacheSeconds: number;
  logger: Logger;
  read?: SourceReader;
  now?: () => Date;
}

export interface MakeshipFeed {
  get(): Promise<MakeshipResponse>;
}

export class MakeshipUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('Makeship campaigns are unavailable right now.', options);
    this.name = 'MakeshipUnavailableError';
  }
}

interface Snapshot {
  data: MakeshipSourceData;
  fetchedAt: Date;
}

/** After a failure the source is asked again no sooner than this, so a dead source is not hammered. */
const RETRY_AFTER_FAILURE_MS = 5_000;

export function createMakeshipFeed(options: MakeshipFeedOptions): MakeshipFeed {
  const { source, cacheSeconds, logger } = options;
  const read = options.read ?? readSource;
  const now = options.now ?? (() => new Date());
  let good: Snapshot | null = null;
  let lastFailureAt: number | null = null;
  let refreshing: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    try {
      const data = parseSourceData(await read(source));
      good = { data, fetchedAt: now() };
      lastFailureAt = null;
    } catch (error) {
      lastFailureAt = now().getTime();
      logger.warn('makeship source failed; serving the last good data', {
        source,
        hasLastGood: good !== null,
        ...describeError(error),
      });
    }
  }

  function isFresh(at: number): boolean {
    if (good && at - good.fetchedAt.getTime() < cacheSeconds * 1000) return true;
    return lastFailureAt !== null && good !== null && at - lastFailureAt < RETRY_AFTER_FAILURE_MS;
  }

  return {
    async get() {
      if (!isFresh(now().getTime())) {
        refreshing ??= refresh().finally(() => {
          refreshing = null;
        });
        await refreshing;
      }
      if (!good) throw new MakeshipUnavailableError();
      const at = now().getTime();
      const ageMs = Math.max(0, at - good.fetchedAt.getTime());
      return {
        campaigns: good.data.campaigns,
        fetchedAt: good.fetchedAt.toISOString(),
        ageSeconds: Math.floor(ageMs / 1000),
        isSample: good.data.sample || source === SAMPLE_SOURCE,
        stale: lastFailureAt !== null,
      };
    },
  };
}
