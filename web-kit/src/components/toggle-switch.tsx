import { useId } from 'react';

export interface ToggleSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Extra class for the wrapper, for a part's own layout. */
  className?: string;
}

/** The one on/off switch of the site: a labelled checkbox with the switch role. */
export function ToggleSwitch({ label, checked, onChange, className }: ToggleSwitchProps) {
  const id = useId();
  return (
    <div className={className ? `field field--toggle ${className}` : 'field field--toggle'}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
