import { type FormEvent, useId, useState } from 'react';
import type { Toon } from 'shared-contracts/domain';
import { useUpdateToon } from '../../../lib/toons';

/** Renames a toon: a labelled name box and Save, enabled once the name really changes. */
export function RenameForm({ toon }: { toon: Toon }) {
  const id = useId();
  const update = useUpdateToon();
  const [draft, setDraft] = useState(toon.name);
  const [savedName, setSavedName] = useState(toon.name);
  // Follow renames made elsewhere (another tab, a sync) unless the visitor is typing.
  if (savedName !== toon.name) {
    setSavedName(toon.name);
    setDraft(toon.name);
  }
  const trimmed = draft.trim();
  const canSave = trimmed !== '' && trimmed !== toon.name && !update.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    update.mutate({ toon, update: { name: trimmed } });
  };

  return (
    <form className="inline-form" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={id}>Name</label>
        <input
          id={id}
          type="text"
          value={draft}
          maxLength={32}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            update.reset();
          }}
        />
      </div>
      <button type="submit" className="button button--small" disabled={!canSave}>
        Save
      </button>
      {update.error && (
        <p className="form-message form-message--error" role="alert">
          {update.error.message}
        </p>
      )}
    </form>
  );
}
