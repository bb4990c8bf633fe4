import type { BucketMap } from 'shared-contracts/domain';
import { PLAYGROUNDS } from 'trinket-game/data';
import { CountStepper } from '../../../components/count-stepper';
import { bucketCount, bucketGroups, totalBuckets } from '../lib/buckets';

const GROUPS = bucketGroups(PLAYGROUNDS);

/** Buckets of fish sold per pond, grouped by playground, each with − and + and a number box. */
export function BucketCounter({
  buckets,
  onChange,
}: {
  buckets: BucketMap;
  onChange: (location: string, count: number) => void;
}) {
  return (
    <section aria-labelledby="buckets-heading">
      <h2 id="buckets-heading">Buckets</h2>
      <p>
        <strong>{totalBuckets(buckets)}</strong> buckets sold in all.
      </p>
      <div className="card-grid">
        {GROUPS.map((group) => (
          <section key={group.playground} className="card" aria-label={`Buckets in ${group.playground}`}>
            <h3>{group.playground}</h3>
            <ul className="album__list">
              {group.locations.map((location) => (
                <li key={location} className="album__species">
                  <CountStepper
                    label={location}
                    value={bucketCount(buckets, location)}
                    onChange={(count) => onChange(location, count)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
