import { useId, useState } from 'react';
import { ANYWHERE, FISH_SPECIES, formatWeight, ouncesFromPounds } from 'trinket-game/data';
import { useRouteMetadata } from 'web-kit/area';
import { searchFish } from '../lib/fish-search';

function placeName(place: string): string {
  return place === ANYWHERE ? 'Anywhere (every pond)' : place;
}

export function AllFishPage() {
  useRouteMetadata();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const found = searchFish(FISH_SPECIES, query);

  return (
    <div className="page">
      <h1>All fish</h1>
      <p>
        Every species with its weight range, rarity (1 is the most common, 10 the rarest) and where it bites.
      </p>
      <div className="field">
        <label htmlFor={searchId}>Search by name, genus or place</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      <p role="status">
        {found.length === FISH_SPECIES.length
          ? `${found.length} species`
          : `${found.length} of ${FISH_SPECIES.length} species match`}
      </p>
      {found.length > 0 && (
        <table className="data-table data-table--stack">
          <caption className="visually-hidden">Fish species, their weights, rarity and places</caption>
          <thead>
            <tr>
              <th scope="col">Species</th>
              <th scope="col">Genus</th>
              <th scope="col">Weight</th>
              <th scope="col">Rarity</th>
              <th scope="col">Where</th>
            </tr>
          </thead>
          <tbody>
            {found.map((species) => (
              <tr key={species.key}>
                <th scope="row">{species.name}</th>
                <td data-label="Genus">{species.genus}</td>
                <td data-label="Weight">
                  {formatWeight(ouncesFromPounds(species.minWeightLb))} –{' '}
                  {formatWeight(ouncesFromPounds(species.maxWeightLb))}
                </td>
                <td data-label="Rarity">{species.rarity}</td>
                <td data-label="Where">{species.locations.map(placeName).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="fine-print">
        Source: the game's fish table as compiled by the toonapi-calculator package (data/fish.json, version
        1.8.3).
      </p>
    </div>
  );
}
