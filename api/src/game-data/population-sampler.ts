// Every few minutes: take the population (through the cache, so the game is not asked twice) and
// keep it when it is a fresh copy; drop samples older than a day.
import type { Kysely } from 'kysely';
import type { GameSnapshot, Population } from 'shared-contracts/domain';
import type { Database } from '../db/schema.js';
import { describeError, type Logger } from '../logger.js';
import {
  deleteSamplesBefore,
  HISTORY_KEPT_MS,
  recordPopulationSample,
  sampleSlot,
} from './population-history.js';

export interface SamplerDeps {
  db: Kysely<Database>;
  population: { get(): Promise<GameSnapshot<Population>> };
  intervalMs: number;
  /** ms since the epoch. */
  now: () => number;
}

export type SampleOutcome = 'recorded' | 'stale' | 'unavailable';

/** One sampling step. A stale copy is not recorded: it would repeat an old figure as a new one. */
export async function samplePopulation(deps: SamplerDeps): Promise<SampleOutcome> {
  let snapshot: GameSnapshot<Population>;
  try {
    snapshot = await deps.population.get();
  } catch {
    return 'unavailable';
  }
  if (snapshot.stale) return 'stale';
  await recordPopulationSample(deps.db, {
    at: sampleSlot(Date.parse(snapshot.fetchedAt), deps.intervalMs),
    totalPopulation: snapshot.data.totalPopulation,
    populationByDistrict: snapshot.data.populationByDistrict,
  });
  await deleteSamplesBefore(deps.db, new Date(deps.now() - HISTORY_KEPT_MS));
  return 'recorded';
}

/** Samples now and then every `intervalMs` until stopped; never keeps the process alive alone. */
export function startPopulationSampler(deps: SamplerDeps & { logger: Logger }): { stop(): void } {
  const run = () => {
    samplePopulation(deps)
      .then((outcome) => {
        if (outcome !== 'recorded') deps.logger.debug(`population sample skipped: ${outcome}`);
      })
      .catch((error: unknown) => deps.logger.warn('population sample failed', describeError(error)));
  };
  run();
  const timer = setInterval(run, deps.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
