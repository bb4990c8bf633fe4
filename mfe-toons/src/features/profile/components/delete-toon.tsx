import { useId, useState } from 'react';
import type { Toon } from 'shared-contracts/domain';
import { LINKED_TOON_DELETE_REASON, useDeleteToon } from '../../../lib/toons';

/** Delete with a confirmation step; a linked toon shows why it cannot be deleted. */
export function DeleteToon({ toon }: { toon: Toon }) {
  const reasonId = useId();
  const remove = useDeleteToon();
  const [confirming, setConfirming] = useState(false);

  if (toon.isLinked) {
    return (
      <div className="toon-card__actions">
        <button type="button" className="button button--small" disabled aria-describedby={reasonId}>
          Delete
        </button>
        <p id={reasonId} className="toon-card__hint">
          {LINKED_TOON_DELETE_REASON}
        </p>
      </div>
    );
  }

  if (!confirming) {
    return (
      <div className="toon-card__actions">
        <button type="button" className="button button--small" onClick={() => setConfirming(true)}>
          Delete
        </button>
      </div>
    );
  }

  return (
    <fieldset className="toon-card__actions toon-card__confirm">
      <legend>Delete {toon.name} and everything tracked for it? This cannot be undone.</legend>
      <button
        type="button"
        className="button button--small button--danger"
        disabled={remove.isPending}
        onClick={() => remove.mutate(toon)}
      >
        Yes, delete {toon.name}
      </button>
      <button type="button" className="button button--small" onClick={() => setConfirming(false)}>
        Keep it
      </button>
      {remove.error && (
        <p className="form-message form-message--error" role="alert">
          {remove.error.message}
        </p>
      )}
    </fieldset>
  );
}
