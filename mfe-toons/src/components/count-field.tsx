import { type FormEvent, useId, useState } from 'react';
import { parseCountEntry } from '../lib/trophies/stat-entry';

/**
 * A labelled whole-number box that saves when the visitor leaves it or presses Enter, so a
 * multi-digit number is not saved once per keystroke.
 */
export function CountField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number;
  onCommit: (value: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  const [error, setError] = useState<string | null>(null);

  // A new value from outside (a save, another toon) replaces what is in the box.
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
    setError(null);
  }

  const commit = () => {
    const entry = parseCountEntry(draft);
    if (!entry.ok) {
      setError(entry.message);
      return;
    }
    setError(null);
    setDraft(String(entry.value));
    if (entry.value !== value) onCommit(entry.value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  return (
    <form className="field count-field" onSubmit={onSubmit} noValidate>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
      />
      {error && (
        <p id={`${id}-error`} className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
