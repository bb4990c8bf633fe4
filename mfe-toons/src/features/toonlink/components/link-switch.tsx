import { ToggleSwitch } from 'web-kit';

/** The ToonLink on/off switch. */
export function LinkSwitch({
  enabled,
  onChange,
}: {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}) {
  return <ToggleSwitch label="Link my running game (ToonLink)" checked={enabled} onChange={onChange} />;
}
