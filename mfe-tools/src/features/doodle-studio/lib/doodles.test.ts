import type { DoodlesResponse } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { doodleOffers, filterOffers, rankOffers, traitsOf } from './doodle-list';
import { traitQuality, traitScore } from './trait-quality';

describe('trait quality', () => {
  it('follows the wiki lists and counts unlisted traits as neutral', () => {
    expect(traitQuality('Rarely Tired')).toBe('best');
    expect(traitQuality('pretty calm')).toBe('good');
    expect(traitQuality('Sometimes Hungry')).toBe('bad');
    expect(traitQuality('Always Grumpy')).toBe('inferior');
    expect(traitQuality('Very Sparkly')).toBe('neutral');
    expect(traitScore(['Rarely Tired', 'Often Affectionate', 'Often Tired'])).toBe(1);
    expect(traitScore([])).toBe(0);
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
