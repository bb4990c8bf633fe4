import {
  SUIT_DEPARTMENT_INFO,
  SUIT_DEPARTMENTS,
  type SuitCog,
  type SuitDepartment,
  suitCogs,
  suitLevels,
} from 'trinket-game/data';

function isDepartment(value: string): value is SuitDepartment {
  return (SUIT_DEPARTMENTS as readonly string[]).includes(value);
}

export type SuitSelection = { department: SuitDepartment; cogIndex: number; level: number };

/** The first level of the department's first Cog: where a fresh choice starts. */
export function freshSelection(department: SuitDepartment): SuitSelection {
  return { department, cogIndex: 0, level: suitCogs(department)[0]?.firstLevel ?? 1 };
}

export function selectedCog(selection: SuitSelection): SuitCog | undefined {
  return suitCogs(selection.department)[selection.cogIndex];
}

/** Department, Cog suit and level pickers; changing one resets the ones after it. */
export function SuitChoice({
  ids,
  value,
  onChange,
}: {
  ids: string;
  value: SuitSelection;
  onChange: (next: SuitSelection) => void;
}) {
  const cogs = suitCogs(value.department);
  const cog = selectedCog(value);
  return (
    <>
      <div className="field">
        <label htmlFor={`${ids}-department`}>Department</label>
        <select
          id={`${ids}-department`}
          value={value.department}
          onChange={(event) => {
            if (isDepartment(event.target.value)) onChange(freshSelection(event.target.value));
          }}
        >
          {SUIT_DEPARTMENTS.map((key) => (
            <option key={key} value={key}>
              {SUIT_DEPARTMENT_INFO[key].name} ({SUIT_DEPARTMENT_INFO[key].currency})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-cog`}>Cog suit</label>
        <select
          id={`${ids}-cog`}
          value={value.cogIndex}
          onChange={(event) => {
            const cogIndex = Number(event.target.value);
            const next = cogs[cogIndex];
            if (next) onChange({ department: value.department, cogIndex, level: next.firstLevel });
          }}
        >
          {cogs.map((entry, index) => (
            <option key={entry.name} value={index}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-level`}>Suit level</label>
        <select
          id={`${ids}-level`}
          value={value.level}
          onChange={(event) => onChange({ ...value, level: Number(event.target.value) })}
        >
          {(cog ? suitLevels(cog) : []).map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
