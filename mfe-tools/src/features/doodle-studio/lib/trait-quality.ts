// How good a doodle's traits are.
//
// Source: Toontown Rewritten Wiki, "Doodles" page, section "Traits"
// (https://toontownrewritten.fandom.com/wiki/Doodles), which sorts traits into "inferior", "bad"
// and "good" lists, and (http://toontownrewritten.wikia.com/wiki/Doodles) which names fatigue as
// the only trait that affects training, so "Rarely Tired" is the one to look for.
// Only the traits those lists name are scored; the "good" list could only be read in part, so any
// trait not listed here counts as neutral (0). That last part is this site's rule, not the wiki's.

export type TraitQuality = 'best' | 'good' | 'neutral' | 'bad' | 'inferior';

const BEST = ['Rarely Tired'];
const GOOD = [
  'Often Affectionate',
  'Often Playful',
  'Pretty Calm',
  'Pretty Excitable',
  'Sometimes Affectionate',
];
const BAD = [
  'Sometimes Bored',
  'Sometimes Confused',
  'Sometimes Forgets',
  'Sometimes Grumpy',
  'Sometimes Hungry',
  'Sometimes Lonely',
  'Sometimes Restless',
  'Sometimes Sad',
  'Sometimes Tired',
];
const INFERIOR = [
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
];

const QUALITY = new Map<string, TraitQuality>([
  ...BEST.map((trait) => [trait.toLowerCase(), 'best'] as const),
  ...GOOD.map((trait) => [trait.toLowerCase(), 'good'] as const),
  ...BAD.map((trait) => [trait.toLowerCase(), 'bad'] as const),
  ...INFERIOR.map((trait) => [trait.toLowerCase(), 'inferior'] as const),
]);

export const TRAIT_SCORE: Readonly<Record<TraitQuality, number>> = {
  best: 2,
  good: 1,
  neutral: 0,
  bad: -1,
  inferior: -2,
};

export function traitQuality(trait: string): TraitQuality {
  return QUALITY.get(trait.trim().toLowerCase()) ?? 'neutral';
}

/** The sum of a doodle's trait scores: higher is better. */
export function traitScore(traits: readonly string[]): number {
  return traits.reduce((sum, trait) => sum + TRAIT_SCORE[traitQuality(trait)], 0);
}
