import { useState } from 'react';
import type { Toon } from 'shared-contracts/domain';
import { type FishSpecies, formatWeight } from 'trinket-game/data';
import { rodWeightMessage } from 'trinket-game/rules';
import { track } from 'web-kit';
import type { UpdateShownToon } from '../../../components/toon-tracker';
import { useFishingPreferences } from '../hooks/use-fishing-preferences';
import { bucketCount, withBucketCount } from '../lib/buckets';
import { logCatch } from '../lib/catch-log';
import { BucketCounter } from './bucket-counter';
import { FishAlbum } from './fish-album';
import { FishingGuide } from './fishing-guide';
import { PreferencesPanel } from './preferences-panel';

/** One toon's fishing: preferences, album, buckets and the guide. */
export function FishingTracker({ toon, update }: { toon: Toon; update: UpdateShownToon }) {
  const { preferences, change, problem } = useFishingPreferences();
  const [lastLogged, setLastLogged] = useState<string | null>(null);

  const onLog = (species: FishSpecies, ounces: number) => {
    // The toon's rod bounds its catches (shared rules, as the api checks them): said, not saved.
    const tooHeavy = rodWeightMessage(toon.rod, species.key, ounces);
    if (tooHeavy) {
      setLastLogged(`${tooHeavy}: not saved. If the Toon holds a better rod, change it on Your Toons first.`);
      return;
    }
    const outcome = logCatch(toon.fish, species.key, ounces, new Date());
    if (outcome.kind === 'kept') {
      // The record only moves for a heavier catch; an equal one is said as such, not as lighter.
      setLastLogged(
        outcome.recordOunces === ounces
          ? `${species.name}: matched your record of ${formatWeight(ounces)}; the record stays as it was.`
          : `${species.name}: kept the record of ${formatWeight(outcome.recordOunces)}, heavier than ${formatWeight(ounces)}.`,
      );
      return;
    }
    update({ fish: outcome.fish });
    track('add_fish', { species: species.key, ounces, record: outcome.kind === 'record' });
    setLastLogged(
      outcome.kind === 'first'
        ? `${species.name} added to the album at ${formatWeight(ounces)}.`
        : `${species.name}: new record of ${formatWeight(ounces)} (was ${formatWeight(outcome.previousOunces)}).`,
    );
  };

  const onBuckets = (location: string, count: number) => {
    const buckets = withBucketCount(toon.buckets, location, count);
    if (!buckets) return;
    const added = count - bucketCount(toon.buckets, location);
    update({ buckets });
    if (added > 0) track('add_bucket', { location, added });
  };

  return (
    <div>
      <PreferencesPanel preferences={preferences} onChange={change} problem={problem} />
      <FishAlbum
        fish={toon.fish}
        verifiedFish={toon.fish2}
        preferences={preferences}
        onLog={onLog}
        lastLogged={lastLogged}
      />
      <BucketCounter buckets={toon.buckets} onChange={onBuckets} />
      <FishingGuide rod={toon.rod} fish={toon.fish} countBoots={preferences.showBoots} />
    </div>
  );
}
