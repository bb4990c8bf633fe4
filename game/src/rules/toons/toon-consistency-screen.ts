// A game read screened against the rules between its values (toon-consistency.ts), after each
// value was screened on its own (game-read-screen.ts): a fish heavier than the read's rod lands,
// and golf or racing statistics that contradict each other, are left out and named in words; the
// rest of the read is kept, so an inconsistent read never costs the toon (issue 30).
import type { ToonLinkData, ToonLinkStat } from 'shared-contracts/domain';
import { rodFromGameName } from './game-read-screen.js';
import {
  brokenRelations,
  GOLF_RELATIONS,
  RACING_RELATIONS,
  relationMessage,
  rodWeightMessage,
  type StatRelation,
} from './toon-consistency.js';

export interface ConsistencyRefusal {
  path: string[];
  value: number | null;
  /** The rule in words, without the "not saved: " the screen puts before it. */
  rule: string;
}

function screenAlbum(fish: NonNullable<ToonLinkData['fish']>, refusals: ConsistencyRefusal[]) {
  const rod = rodFromGameName(fish.rod?.name);
  if (!rod || !fish.collection) return fish;
  const collection: typeof fish.collection = {};
  for (const [genusId, genus] of Object.entries(fish.collection)) {
    const album: NonNullable<typeof genus.album> = {};
    for (const [speciesId, species] of Object.entries(genus.album ?? {})) {
      const weight = typeof species.weight === 'number' ? species.weight : null;
      const message = weight === null ? null : rodWeightMessage(rod, `${genusId}-${speciesId}`, weight);
      if (message) {
        refusals.push({
          path: ['fish', 'collection', genusId, 'album', speciesId, 'weight'],
          value: weight,
          rule: message,
        });
      } else {
        album[speciesId] = species;
      }
    }
    collection[genusId] = { ...genus, album };
  }
  return { ...fish, collection };
}

/**
 * The statistics without those that break a relation: while one is broken, the first statistic of
 * its bounded side still sent is left out (a missing statistic counts as 0, so this ends).
 */
function screenStats(
  category: 'golf' | 'racing',
  stats: ToonLinkStat[],
  relations: readonly StatRelation[],
  refusals: ConsistencyRefusal[],
): ToonLinkStat[] {
  let kept = stats;
  const asMap = () =>
    Object.fromEntries(
      kept.flatMap((stat) =>
        typeof stat.name === 'string' && typeof stat.num === 'number' ? [[stat.name.trim(), stat.num]] : [],
      ),
    );
  for (;;) {
    const [broken] = brokenRelations(asMap(), relations);
    if (!broken) return kept;
    const map = asMap();
    const name = broken.relation.sum.find((candidate) => (map[candidate] ?? 0) > 0);
    if (name === undefined) return kept;
    refusals.push({
      path: [category, name],
      value: map[name] ?? null,
      rule: relationMessage(broken.relation, broken.sum, broken.bound),
    });
    kept = kept.filter((stat) => (typeof stat.name === 'string' ? stat.name.trim() : '') !== name);
  }
}

/** The read without the values that contradict the rest of it, and why each was left out. */
export function screenReadConsistency(data: ToonLinkData): {
  data: ToonLinkData;
  refusals: ConsistencyRefusal[];
} {
  const refusals: ConsistencyRefusal[] = [];
  const screened: ToonLinkData = { ...data };
  if (data.fish) screened.fish = screenAlbum(data.fish, refusals);
  if (data.golf) screened.golf = screenStats('golf', data.golf, GOLF_RELATIONS, refusals);
  if (data.racing) screened.racing = screenStats('racing', data.racing, RACING_RELATIONS, refusals);
  return { data: screened, refusals };
}
