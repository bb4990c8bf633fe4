import { ToggleSwitch } from 'web-kit';

/** The age-or-parent-permission confirmation (age 13) asked before an account is made. */
export function PermissionToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <ToggleSwitch
      label="I am 13 or older, or my parent or guardian has given me permission"
      checked={checked}
      onChange={onChange}
    />
  );
}
