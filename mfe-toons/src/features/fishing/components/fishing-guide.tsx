import { useMemo, useState } from 'react';
import type { FishMap, Rod } from 'shared-contracts/domain';
import { FISH_PER_BUCKET } from '../../../lib/fishing/buckets';
import { fishingGuide, type GuideEntry } from '../lib/fishing-guide';
import { CAST_CATCH_SHARES } from '../lib/fishing-odds';
import { formatBuckets, formatCasts, formatChance, formatOdds, weakestRodFor } from '../lib/guide-format';

/** How many suggestions show before the visitor asks for the whole list. */
const FIRST_SUGGESTIONS = 10;

function RodNeeded({ entry }: { entry: GuideEntry }) {
  const rod = weakestRodFor(entry.species);
  return (
    <td colSpan={4}>{rod ? `Needs the ${rod} rod or a stronger one` : 'No rod in our data can catch it'}</td>
  );
}

const percent = (share: number) => `${Math.round(share * 100)}`;

/** What the chances cover: every cast (old boots and jellybeans counted) or only those that draw a fish. */
function OddsNote({ countBoots }: { countBoots: boolean }) {
  return countBoots ? (
    <>
      Chances count every cast: in the game's rules {percent(CAST_CATCH_SHARES.oldBoot)} casts in 100 reel in
      an old boot and {percent(CAST_CATCH_SHARES.jellybeans)} in 100 jellybeans. Buckets hold only fish, so
      they stay the same.
    </>
  ) : (
    <>Old boots and jellybeans are left out: chances are per cast that draws a fish.</>
  );
}

/**
 * "Where to fish next": for each species the toon is missing, the pond with the best chance
 * for its rod, that chance, and the casts and buckets to expect before catching one. With
 * `countBoots` (the showBoots preference) the casts that reel in an old boot or jellybeans count too.
 */
export function FishingGuide({
  rod,
  fish,
  countBoots = false,
}: {
  rod: Rod;
  fish: FishMap;
  countBoots?: boolean;
}) {
  const [showAll, setShowAll] = useState(false);
  const entries = useMemo(
    () => fishingGuide(rod, new Set(Object.keys(fish)), { countBoots }),
    [rod, fish, countBoots],
  );
  const shown = showAll ? entries : entries.slice(0, FIRST_SUGGESTIONS);

  return (
    <section aria-labelledby="guide-heading">
      <h2 id="guide-heading">Where to fish next</h2>
      {entries.length === 0 ? (
        <p className="card">Every species is in the album. Nothing left to catch!</p>
      ) : (
        <>
          <p>
            With the <strong>{rod}</strong> rod, for the {entries.length} species still missing, most likely
            first. Chances follow the game's odds for the rod and the ponds each species bites at; a bucket is{' '}
            {FISH_PER_BUCKET} fish. <OddsNote countBoots={countBoots} />
          </p>
          <table className="data-table data-table--stack" aria-labelledby="guide-heading">
            <thead>
              <tr>
                <th scope="col">Species</th>
                <th scope="col">Best pond</th>
                <th scope="col">Chance per cast</th>
                <th scope="col">Expected casts</th>
                <th scope="col">Expected buckets</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={entry.species.key}>
                  <th scope="row">{entry.species.name}</th>
                  {entry.bestLocation === null ? (
                    <RodNeeded entry={entry} />
                  ) : (
                    <>
                      <td data-label="Best pond">{entry.bestLocation}</td>
                      <td data-label="Chance per cast">
                        {formatChance(entry.chancePerCast)} ({formatOdds(entry.chancePerCast)})
                      </td>
                      <td data-label="Expected casts">{formatCasts(entry.expectedCasts)}</td>
                      <td data-label="Expected buckets">{formatBuckets(entry.expectedBuckets)}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {entries.length > FIRST_SUGGESTIONS && (
            <button type="button" className="button button--small" onClick={() => setShowAll((all) => !all)}>
              {showAll ? `Show the first ${FIRST_SUGGESTIONS}` : `Show all ${entries.length}`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
