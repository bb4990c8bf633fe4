import { useId } from 'react';
import type { Toon } from 'shared-contracts/domain';

interface ToonPickerProps {
  toons: readonly Toon[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** Chooses which of the visitor's toons a page shows. */
export function ToonPicker({ toons, selectedId, onSelect }: ToonPickerProps) {
  const id = useId();
  return (
    <div className="field toon-picker">
      <label htmlFor={id}>Toon</label>
      <select id={id} value={selectedId ?? ''} onChange={(event) => onSelect(event.target.value)}>
        {toons.map((toon) => (
          <option key={toon.id} value={toon.id}>
            {toon.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export { useSelectedToon } from './selected-toon';
