import { ToggleSwitch } from 'web-kit';
import { saveSettings, useArcadeSettings } from '../lib/settings';

/** Sound on or off for every arcade game; off until the player turns it on. */
export function SoundSwitch() {
  const { muted } = useArcadeSettings();
  return (
    <ToggleSwitch
      label="Sound"
      className="arcade__sound"
      checked={!muted}
      onChange={(on) => saveSettings({ muted: !on })}
    />
  );
}
