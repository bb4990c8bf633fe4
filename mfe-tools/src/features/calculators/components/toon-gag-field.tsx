import { DAMAGE_GAGS, DAMAGE_TRACK_NAMES, DAMAGE_TRACKS } from 'trinket-game/data';
import { gagKey } from '../lib/gag-choice';

export type ToonSlot = { gagKey: string; organic: boolean };

type Props = {
  toonNumber: number;
  slot: ToonSlot;
  onChange: (slot: ToonSlot) => void;
};

/** One toon's gag for the round, and whether it was grown in a gag tree. */
export function ToonGagField({ toonNumber, slot, onChange }: Props) {
  const selectId = `toon-${toonNumber}-gag`;
  const organicId = `toon-${toonNumber}-organic`;
  return (
    <fieldset className="card gag-field">
      <legend>Toon {toonNumber}</legend>
      <div className="field">
        <label htmlFor={selectId}>Gag</label>
        <select
          id={selectId}
          value={slot.gagKey}
          onChange={(event) => onChange({ ...slot, gagKey: event.target.value })}
        >
          <option value="">No gag</option>
          {DAMAGE_TRACKS.map((track) => (
            <optgroup key={track} label={DAMAGE_TRACK_NAMES[track]}>
              {DAMAGE_GAGS.filter((gag) => gag.track === track).map((gag) => (
                <option key={gagKey(gag)} value={gagKey(gag)}>
                  {gag.name} ({DAMAGE_TRACK_NAMES[track]} {gag.level})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field field--toggle">
        <input
          id={organicId}
          type="checkbox"
          checked={slot.organic}
          disabled={slot.gagKey === ''}
          onChange={(event) => onChange({ ...slot, organic: event.target.checked })}
        />
        <label htmlFor={organicId}>Organic</label>
      </div>
    </fieldset>
  );
}
