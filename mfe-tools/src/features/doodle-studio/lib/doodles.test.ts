import type { DoodlesResponse } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { doodleOffers, filterOffers, rankOffers, traitsOf } from './doodle-list';
import { WIKI_DOODLE_TRAITS } from './doodle-traits';
import { derivedQuality, traitQuality, traitScore } from './trait-quality';

describe('trait quality', () => {
  it('follows the wiki lists and counts unknown traits as neutral', () => {
    expect(traitQuality('Rarely Tired')).toBe('best');
    expect(traitQuality('pretty calm')).toBe('good');
    expect(traitQuality('Sometimes Hungry')).toBe('bad');
    expect(traitQuality('Always Grumpy')).toBe('inferior');
    expect(traitQuality('Very Sparkly')).toBe('neutral');
    expect(traitQuality('Very Calm')).toBe('neutral');
    expect(traitScore(['Rarely Tired', 'Often Affectionate', 'Often Tired'])).toBe(1);
    expect(traitScore([])).toBe(0);
  });

  it("ranks traits the wiki does not list by the game's direction for the temperament", () => {
    expect(traitQuality('Rarely Hungry')).toBe('good');
    expect(traitQuality('Rarely  Forgets ')).toBe('good');
    expect(traitQuality('Always Tired')).toBe('inferior');
    expect(traitQuality('Often Forgets')).toBe('inferior');
    expect(traitQuality('Always Affectionate')).toBe('good');
    expect(traitQuality('Sometimes Playful')).toBe('good');
    expect(traitQuality('Very Excitable')).toBe('good');
    expect(traitQuality('Rarely Playful')).toBe('inferior');
    expect(derivedQuality('Tired')).toBeNull();
    expect(derivedQuality('Never Hungry')).toBeNull();
  });

  it("gives every trait the wiki lists the wiki's own category", () => {
    for (const quality of ['good', 'bad', 'inferior'] as const) {
      for (const trait of WIKI_DOODLE_TRAITS[quality]) {
        // Calm is the wiki's call; the game's direction for excitement says nothing about it.
        if (trait === 'Pretty Calm') continue;
        expect(derivedQuality(trait), trait).toBe(quality);
      }
    }
    // The wiki's one "best" trait is the good end of fatigue, singled out because it speeds training.
    expect(derivedQuality('Rarely Tired')).toBe('good');
  });
});

const response: DoodlesResponse = {
  Zapwood: {
    'The Brrrgh': [
      { dna: 'a', traits: ['Rarely Tired', 'Pretty Calm'], cost: 3500 },
      { dna: 'b', traits: ['Always Grumpy'], cost: 3000 },
    ],
  },
  Boingbury: {
    'Toontown Central': [
      { dna: 'c', traits: ['Pretty Calm'], cost: 250 },
      { dna: 'd', traits: ['Pretty Calm'], cost: 200 },
    ],
  },
};

describe('doodle offers', () => {
  it('ranks by trait score, then by cost', () => {
    expect(rankOffers(doodleOffers(response)).map((offer) => offer.dna)).toEqual(['a', 'd', 'c', 'b']);
  });

  it('searches words and requires every chosen trait', () => {
    const offers = doodleOffers(response);
    expect(filterOffers(offers, { search: 'brrrgh', traits: [] }).map((offer) => offer.dna)).toEqual([
      'a',
      'b',
    ]);
    expect(filterOffers(offers, { search: '', traits: ['Pretty Calm'] }).map((offer) => offer.dna)).toEqual([
      'a',
      'c',
      'd',
    ]);
    expect(filterOffers(offers, { search: 'zapwood calm', traits: ['Rarely Tired'] })).toHaveLength(1);
    expect(filterOffers(offers, { search: 'nowhere', traits: [] })).toEqual([]);
    expect(traitsOf(offers)).toEqual(['Always Grumpy', 'Pretty Calm', 'Rarely Tired']);
  });
});
