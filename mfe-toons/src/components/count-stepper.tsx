import { type KeyboardEvent, useId, useState } from 'react';
import { MAX_SITE_COUNT } from 'trinket-game/data';
import { formatLimit } from 'trinket-game/rules';
import { readCountEntry } from '../lib/counts/count-entry';

interface CountStepperProps {
  /** Visible label of the number box, e.g. "Pink slips". */
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** The largest count the shared rules accept for this box (game-data/toon-limits.ts). */
  max?: number;
  /**
   * A rule between this box and others (golf's courses under par within courses completed, racing's
   * wins within total wins): the words when `value` would break one, else null.
   */
  ruleProblem?: (value: number) => string | null;
}

/**
 * A count with "−" and "+" buttons around a labelled number box. Typing is saved on leaving the
 * box or pressing Enter; anything but a whole number from 0 to `max`, or a value that breaks a rule
 * with other boxes, is kept in the box, marked invalid and explained, and the saved value stays.
 */
export function CountStepper({
  label,
  value,
  onChange,
  disabled = false,
  max = MAX_SITE_COUNT,
  ruleProblem,
}: CountStepperProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
    setProblem(null);
  }

  const stillSaved = `Still saved: ${formatLimit(value)}.`;
  /** Saves `next` unless it breaks a rule with other boxes; then it stays in the box, explained. */
  const propose = (next: number) => {
    setDraft(String(next));
    const broken = next === value ? null : (ruleProblem?.(next) ?? null);
    if (broken !== null) return setProblem(`${broken}. ${stillSaved}`);
    setProblem(null);
    if (next !== value) onChange(next);
  };
  const commit = () => {
    const entry = readCountEntry(draft, max);
    if (entry.kind === 'refused') return setProblem(`${entry.message} ${stillSaved}`);
    propose(entry.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <div className="stepper">
      <label htmlFor={id} className="stepper__label">
        {label}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="button button--small"
          aria-label={`One fewer: ${label}`}
          disabled={disabled || value <= 0}
          onClick={() => propose(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={draft}
          disabled={disabled}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? undefined : messageId}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="button button--small"
          aria-label={`One more: ${label}`}
          disabled={disabled || value >= max}
          onClick={() => propose(value + 1)}
        >
          +
        </button>
      </div>
      {problem !== null && (
        <p id={messageId} className="form-message form-message--error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
