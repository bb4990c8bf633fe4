import { renditionUrl } from 'shared-contracts/domain';
import { formatNumber } from 'web-kit';
import type { DoodleOffer } from '../lib/doodle-list';
import { traitQuality } from '../lib/trait-quality';

export function DoodleCard({ offer, renditionBase }: { offer: DoodleOffer; renditionBase: string | null }) {
  return (
    <li className="card doodle-card" data-testid="doodle">
      {renditionBase ? (
        <img
          className="doodle-card__picture"
          src={renditionUrl(renditionBase, offer.dna, 'doodle', 256)}
          alt={`Doodle with ${offer.traits.length ? offer.traits.join(', ') : 'no listed traits'}`}
          width={128}
          height={128}
          loading="lazy"
        />
      ) : (
        <div className="doodle-card__picture" aria-hidden="true" />
      )}
      <div>
        <p className="doodle-card__cost">{formatNumber(offer.cost)} jellybeans</p>
        <p className="fine-print">
          {offer.playground}, {offer.district}
        </p>
        <ul className="doodle-card__traits">
          {offer.traits.length === 0 && <li>No listed traits</li>}
          {offer.traits.map((trait) => (
            <li key={trait} className={`trait trait--${traitQuality(trait)}`}>
              {trait}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
