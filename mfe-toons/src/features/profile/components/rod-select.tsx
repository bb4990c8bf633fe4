import { useId } from 'react';
import { ROD_NAMES, RodSchema, type Toon } from 'shared-contracts/domain';
import { useUpdateToon } from '../../../lib/toons';

/** The toon's fishing rod, saved as soon as it is chosen. */
export function RodSelect({ toon }: { toon: Toon }) {
  const id = useId();
  const update = useUpdateToon();
  return (
    <div className="field">
      <label htmlFor={id}>Rod</label>
      <select
        id={id}
        value={toon.rod}
        onChange={(event) => {
          const rod = RodSchema.safeParse(event.target.value);
          if (rod.success) update.mutate({ toon, update: { rod: rod.data } });
        }}
      >
        {ROD_NAMES.map((rod) => (
          <option key={rod} value={rod}>
            {rod}
          </option>
        ))}
      </select>
      {update.error && (
        <p className="form-message form-message--error" role="alert">
          {update.error.message}
        </p>
      )}
    </div>
  );
}
