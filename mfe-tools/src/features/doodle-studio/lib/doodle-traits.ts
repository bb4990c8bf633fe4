/**
 * Doodle traits: the words the game shows under a doodle for adoption, and how good each is.
 *
 * Sources:
 * - Toontown Rewritten Wiki, "Doodles", section "Traits"
 *   (https://toontownrewritten.fandom.com/wiki/Doodles): the lists of traits "considered inferior",
 *   "considered bad" and "considered good" (the good list could only be read as far as its first
 *   five entries).
 * - Its older revision (http://toontownrewritten.wikia.com/wiki/Doodles): "only fatigue has a direct
 *   impact on doodle training ... Toons should adopt a 'rarely tired' doodle", and the game lists
 *   "the four most extreme traits", the most extreme first.
 * - The open Toontown source (github.com/open-toontown/open-toontown, toontown/pets/PetTraits.py,
 *   `TraitDescs`): the twelve temperaments a listed trait describes (surprise is never listed) and
 *   which way each is better: a higher threshold is better for boredom, restlessness, loneliness,
 *   sadness, fatigue, hunger, confusion and anger (the doodle feels them less often), and lower is
 *   better for forgetfulness, playfulness, excitement and affection.
 */

/** The wiki's own lists, exactly as it words the traits. */
export const WIKI_DOODLE_TRAITS = {
  best: ['Rarely Tired'],
  good: ['Often Affectionate', 'Often Playful', 'Pretty Calm', 'Pretty Excitable', 'Sometimes Affectionate'],
  bad: [
    'Sometimes Bored',
    'Sometimes Confused',
    'Sometimes Forgets',
    'Sometimes Grumpy',
    'Sometimes Hungry',
    'Sometimes Lonely',
    'Sometimes Restless',
    'Sometimes Sad',
    'Sometimes Tired',
  ],
  inferior: [
    'Always Forgets',
    'Always Grumpy',
    'Always Lonely',
    'Always Restless',
    'Often Bored',
    'Often Confused',
    'Often Grumpy',
    'Often Hungry',
    'Often Lonely',
    'Often Restless',
    'Often Sad',
    'Often Tired',
    'Rarely Affectionate',
  ],
} as const;

/**
 * The word a trait ends with, and whether the doodle is better off showing that temperament less
 * often or more often (PetTraits.py's direction for the temperament the word names).
 */
export const DOODLE_TEMPERAMENT_WORDS: Readonly<Record<string, 'less' | 'more'>> = {
  forgets: 'less',
  bored: 'less',
  restless: 'less',
  lonely: 'less',
  sad: 'less',
  tired: 'less',
  hungry: 'less',
  confused: 'less',
  grumpy: 'less',
  playful: 'more',
  excitable: 'more',
  affectionate: 'more',
};
