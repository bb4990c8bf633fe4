import { useId } from 'react';

/** The age-or-parent-permission confirmation (age 13) asked before an account is made. */
export function PermissionToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="field field--toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>I am 13 or older, or my parent or guardian has given me permission</label>
    </div>
  );
}
