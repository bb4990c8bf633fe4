import { useId } from 'react';

/** The ToonLink on/off switch. */
export function LinkSwitch({
  enabled,
  onChange,
}: {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="field field--toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={enabled}
        checked={enabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>Link my running game (ToonLink)</label>
    </div>
  );
}
