// A day of population samples for GET /api/game/population/history, one per sampling slot, with
// the offline game stand-in's made-up figures. A slot that already holds a sample (a PostgreSQL
// server with real history) is left alone, and only the samples added here are removed afterwards.

import * as world from '../../stand-ins/game/world.mjs';
import { HISTORY_KEPT_MS, sampleSlot } from '../dist/game-data/population-history.js';

/** Resolves with the slots it filled. */
export async function seedPopulationHistory(db, intervalMs) {
  const rows = [];
  const newest = sampleSlot(Date.now(), intervalMs).getTime();
  for (let at = newest; at > newest - HISTORY_KEPT_MS; at -= intervalMs) {
    const population = world.population(Math.floor(at / 1000));
    rows.push({
      sampled_at: new Date(at),
      total_population: population.totalPopulation,
      by_district: JSON.stringify(population.populationByDistrict),
    });
  }
  const added = await db
    .insertInto('population_samples')
    .values(rows)
    .onConflict((conflict) => conflict.column('sampled_at').doNothing())
    .returning('sampled_at')
    .execute();
  return added.map((row) => row.sampled_at);
}

export async function removeBenchSamples(db, slots) {
  if (slots.length) await db.deleteFrom('population_samples').where('sampled_at', 'in', slots).execute();
}
