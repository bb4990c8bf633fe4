import { useId } from 'react';
import type { FishingPreferences } from 'shared-contracts/domain';
import type { FishingPreferenceName } from '../hooks/use-fishing-preferences';

/** The album preferences this page acts on, each with a label saying what it changes. */
const TOGGLES: readonly { name: FishingPreferenceName; label: string }[] = [
  { name: 'showCaughtFish', label: 'Show species already caught' },
  { name: 'isRarityFocus', label: 'Rarest species first in each genus' },
  { name: 'isRecordFocus', label: 'Highlight records below the heaviest weight' },
  { name: 'useLocalTime', label: 'Show catch times in my time zone (off: UTC)' },
  { name: 'showBoots', label: 'Count old boots and jellybeans in the odds of "Where to fish next"' },
];

export function PreferencesPanel({
  preferences,
  onChange,
  problem,
}: {
  preferences: FishingPreferences;
  onChange: (name: FishingPreferenceName, value: boolean) => void;
  problem: string | null;
}) {
  const id = useId();
  return (
    <fieldset className="card">
      <legend>Album display</legend>
      {TOGGLES.map(({ name, label }) => (
        <div key={name} className="field field--toggle">
          <input
            id={`${id}-${name}`}
            type="checkbox"
            checked={preferences[name]}
            onChange={(event) => onChange(name, event.target.checked)}
          />
          <label htmlFor={`${id}-${name}`}>{label}</label>
        </div>
      ))}
      {problem && <p className="form-message">{problem}</p>}
    </fieldset>
  );
}
