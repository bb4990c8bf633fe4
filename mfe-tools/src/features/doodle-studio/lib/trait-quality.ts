// How good a doodle's traits are.
//
// The wiki's own lists (shared-contracts game-data, doodle-traits.ts) come first. A trait they do not
// name is read as "<how often> <temperament>" and ranked by the game's direction for that
// temperament (PetTraits.py): for one the doodle is better off feeling less often, "Always"/"Often" is
// inferior, "Sometimes" bad and "Rarely" good; for one it is better off feeling more often,
// "Rarely" is inferior and any more frequent word is good. That rule is this site's reading, but it
// gives every trait the wiki does list the wiki's own category (see the tests); anything else, such as
// "Very Calm", stays neutral.

import { DOODLE_TEMPERAMENT_WORDS, WIKI_DOODLE_TRAITS } from './doodle-traits';

export type TraitQuality = 'best' | 'good' | 'neutral' | 'bad' | 'inferior';

const normal = (trait: string) => trait.trim().replace(/\s+/g, ' ').toLowerCase();

const LISTED = new Map<string, TraitQuality>(
  (['best', 'good', 'bad', 'inferior'] as const).flatMap((quality) =>
    WIKI_DOODLE_TRAITS[quality].map((trait) => [normal(trait), quality] as const),
  ),
);

const MORE_OFTEN = new Set(['always', 'very', 'often', 'pretty', 'sometimes']);

/** The quality the game's direction gives a "<how often> <temperament>" trait; null when not of that form. */
export function derivedQuality(trait: string): TraitQuality | null {
  const [frequency, word, ...rest] = normal(trait).split(' ');
  const better = word === undefined ? undefined : DOODLE_TEMPERAMENT_WORDS[word];
  if (rest.length > 0 || frequency === undefined || better === undefined) return null;
  if (better === 'less') {
    if (frequency === 'always' || frequency === 'often') return 'inferior';
    if (frequency === 'sometimes') return 'bad';
    return frequency === 'rarely' ? 'good' : null;
  }
  if (frequency === 'rarely') return 'inferior';
  return MORE_OFTEN.has(frequency) ? 'good' : null;
}

export const TRAIT_SCORE: Readonly<Record<TraitQuality, number>> = {
  best: 2,
  good: 1,
  neutral: 0,
  bad: -1,
  inferior: -2,
};

export function traitQuality(trait: string): TraitQuality {
  return LISTED.get(normal(trait)) ?? derivedQuality(trait) ?? 'neutral';
}

/** The sum of a doodle's trait scores: higher is better. */
export function traitScore(traits: readonly string[]): number {
  return traits.reduce((sum, trait) => sum + TRAIT_SCORE[traitQuality(trait)], 0);
}
