// Population samples in PostgreSQL: written by the sampler, read for the last day's chart.
import type { Kysely } from 'kysely';
import type { PopulationSample } from 'shared-contracts/domain';
import type { Database } from '../db/schema.js';

/** How long samples are kept; the chart shows at most this much. */
export const HISTORY_KEPT_MS = 24 * 60 * 60 * 1000;

/** The start of the sampling slot holding `at`: replicas sampling in one slot write one row. */
export function sampleSlot(at: number, intervalMs: number): Date {
  return new Date(Math.floor(at / intervalMs) * intervalMs);
}

export async function recordPopulationSample(
  db: Kysely<Database>,
  sample: { at: Date; totalPopulation: number; populationByDistrict: Record<string, number> },
): Promise<void> {
  await db
    .insertInto('population_samples')
    .values({
      sampled_at: sample.at,
      total_population: sample.totalPopulation,
      by_district: JSON.stringify(sample.populationByDistrict),
    })
    .onConflict((conflict) => conflict.column('sampled_at').doNothing())
    .execute();
}

export async function deleteSamplesBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('population_samples').where('sampled_at', '<', before).execute();
}

/** Samples at or after `since`, oldest first. */
export async function readPopulationHistory(db: Kysely<Database>, since: Date): Promise<PopulationSample[]> {
  const rows = await db
    .selectFrom('population_samples')
    .select(['sampled_at', 'total_population', 'by_district'])
    .where('sampled_at', '>=', since)
    .orderBy('sampled_at', 'asc')
    .execute();
  return rows.map((row) => ({
    at: new Date(row.sampled_at).toISOString(),
    totalPopulation: row.total_population,
    populationByDistrict: row.by_district,
  }));
}
