import { type FormEvent, useId, useState } from 'react';
import { type FishSpecies, formatWeight, ouncesFromPounds } from 'trinket-game/data';
import { parseWeightEntry } from '../lib/weight-entry';

/** Pounds and ounces of one catch of a species; `onLog` gets the weight in ounces. */
export function LogCatchForm({ species, onLog }: { species: FishSpecies; onLog: (ounces: number) => void }) {
  const id = useId();
  const [pounds, setPounds] = useState('');
  const [ounces, setOunces] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const entry = parseWeightEntry(pounds, ounces, species);
    if (!entry.ok) {
      setError(entry.message);
      return;
    }
    setError(null);
    onLog(entry.ounces);
    setPounds('');
    setOunces('');
  };

  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div>
      <p className="fine-print">
        Weighs {formatWeight(ouncesFromPounds(species.minWeightLb))} to{' '}
        {formatWeight(ouncesFromPounds(species.maxWeightLb))}.
      </p>
      <form
        className="inline-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={`Log a catch of ${species.name}`}
      >
        <div className="field">
          <label htmlFor={`${id}-lb`}>Pounds (lb)</label>
          <input
            id={`${id}-lb`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={pounds}
            aria-invalid={error !== null}
            aria-describedby={describedBy}
            onChange={(event) => setPounds(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-oz`}>Ounces (oz)</label>
          <input
            id={`${id}-oz`}
            type="number"
            inputMode="numeric"
            min={0}
            max={15}
            step={1}
            value={ounces}
            aria-invalid={error !== null}
            aria-describedby={describedBy}
            onChange={(event) => setOunces(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary">
          Save catch
        </button>
        {error && (
          <p id={`${id}-error`} className="form-message form-message--error" role="alert">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
