import { useId } from 'react';
import { saveSettings, useArcadeSettings } from '../lib/settings';

/** Sound on or off for every arcade game; off until the player turns it on. */
export function SoundSwitch() {
  const { muted } = useArcadeSettings();
  const id = useId();
  return (
    <div className="field field--toggle arcade__sound">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={!muted}
        checked={!muted}
        onChange={(event) => saveSettings({ muted: !event.target.checked })}
      />
      <label htmlFor={id}>Sound</label>
    </div>
  );
}
