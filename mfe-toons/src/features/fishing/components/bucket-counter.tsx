import type { BucketMap } from 'shared-contracts';
import { PLAYGROUNDS } from 'shared-contracts/game-data';
import { bucketCount, bucketGroups, totalBuckets } from '../lib/buckets';

const GROUPS = bucketGroups(PLAYGROUNDS);

/** Buckets of fish sold per pond, grouped by playground, with +1 and −1 buttons. */
export function BucketCounter({
  buckets,
  onChange,
}: {
  buckets: BucketMap;
  onChange: (location: string, change: 1 | -1) => void;
}) {
  return (
    <section aria-labelledby="buckets-heading">
      <h2 id="buckets-heading">Buckets</h2>
      <p>
        <strong>{totalBuckets(buckets)}</strong> buckets sold in all.
      </p>
      <div className="bucket-groups">
        {GROUPS.map((group) => (
          <section key={group.playground} className="card" aria-label={`Buckets in ${group.playground}`}>
            <h3>{group.playground}</h3>
            <ul className="bucket-list">
              {group.locations.map((location) => {
                const count = bucketCount(buckets, location);
                return (
                  <li key={location} className="bucket-row">
                    <span className="bucket-row__name">{location}</span>
                    <span className="bucket-row__count">
                      {count}
                      <span className="visually-hidden"> buckets</span>
                    </span>
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Remove a bucket at ${location}`}
                      disabled={count === 0}
                      onClick={() => onChange(location, -1)}
                    >
                      −1
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Add a bucket at ${location}`}
                      onClick={() => onChange(location, 1)}
                    >
                      +1
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
