import type { DoodlesResponse } from 'shared-contracts/domain';
import { compareText } from 'web-kit';
import { traitScore } from './trait-quality';

export interface DoodleOffer {
  key: string;
  district: string;
  playground: string;
  dna: string;
  traits: string[];
  cost: number;
  score: number;
}

/** Every doodle for sale, across districts and playgrounds. */
export function doodleOffers(response: DoodlesResponse): DoodleOffer[] {
  const offers: DoodleOffer[] = [];
  for (const [district, playgrounds] of Object.entries(response)) {
    for (const [playground, doodles] of Object.entries(playgrounds)) {
      doodles.forEach((doodle, index) => {
        offers.push({
          key: `${district}|${playground}|${index}|${doodle.dna}`,
          district,
          playground,
          dna: doodle.dna,
          traits: doodle.traits,
          cost: doodle.cost,
          score: traitScore(doodle.traits),
        });
      });
    }
  }
  return offers;
}

/** Best traits first; then the cheaper; then by place, so the order is stable. */
export function rankOffers(offers: readonly DoodleOffer[]): DoodleOffer[] {
  return [...offers].sort(
    (a, b) =>
      b.score - a.score ||
      a.cost - b.cost ||
      compareText(a.district, b.district) ||
      compareText(a.playground, b.playground) ||
      compareText(a.key, b.key),
  );
}

export interface DoodleFilter {
  /** Words matched against district, playground and traits. */
  search: string;
  /** Traits every shown doodle must have. */
  traits: readonly string[];
}

export function filterOffers(offers: readonly DoodleOffer[], filter: DoodleFilter): DoodleOffer[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  const wanted = filter.traits.map((trait) => trait.toLowerCase());
  return offers.filter((offer) => {
    const traits = offer.traits.map((trait) => trait.toLowerCase());
    if (!wanted.every((trait) => traits.includes(trait))) return false;
    const text = `${offer.district} ${offer.playground} ${traits.join(' ')}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The traits seen, for the filter's choices. */
export function traitsOf(offers: readonly DoodleOffer[]): string[] {
  return [...new Set(offers.flatMap((offer) => offer.traits))].sort(compareText);
}
