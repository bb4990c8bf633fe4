import { type KeyboardEvent, useId, useState } from 'react';

interface CountStepperProps {
  /** Visible label of the number box, e.g. "Pink slips". */
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

const WHOLE_NUMBER = /^\d{1,7}$/;

/**
 * A count with "−" and "+" buttons around a labelled number box. Typing is saved on leaving the
 * box or pressing Enter; anything but a whole number puts the saved value back.
 */
export function CountStepper({ label, value, onChange, disabled = false }: CountStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  const commit = () => {
    const text = draft.trim();
    if (WHOLE_NUMBER.test(text) && Number(text) !== value) onChange(Number(text));
    else setDraft(String(value));
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
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="button button--small"
          aria-label={`One more: ${label}`}
          disabled={disabled}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
