import type { ReactNode } from 'react';
import type { Toon, ToonUpdate } from 'shared-contracts';
import { ToonUpdateError, useToons, useUpdateToon } from '../lib/toons';
import { NoToons } from './no-toons';
import { ToonPicker, useSelectedToon } from './toon-picker';

/** Saves a change to the toon being shown. */
export type UpdateShownToon = (update: ToonUpdate) => void;

/**
 * The frame of a tracking page: loads the visitor's toons, shows the loading, error and
 * no-toon states, lets the visitor pick a toon, and hands the chosen one to `children`
 * with a function that saves changes to it.
 */
export function ToonTracker({ children }: { children: (toon: Toon, update: UpdateShownToon) => ReactNode }) {
  const { toons, isLoading, error, notice } = useToons();
  const [toon, select] = useSelectedToon(toons);
  const updateToon = useUpdateToon();

  if (isLoading) {
    return (
      <div className="spinner" role="status">
        <span className="spinner__wheel" aria-hidden="true" />
        <span className="visually-hidden">Loading your Toons…</span>
      </div>
    );
  }
  if (error) {
    return (
      <p className="form-message form-message--error" role="alert">
        Your Toons could not be loaded. Check your connection and refresh the page.
      </p>
    );
  }
  if (!toon) return <NoToons />;

  const update: UpdateShownToon = (change) => updateToon.mutate({ toon, update: change });

  return (
    <>
      {notice && <p className="form-message">{notice}</p>}
      <ToonPicker toons={toons} selectedId={toon.id} onSelect={select} />
      {updateToon.error && (
        <p className="form-message form-message--error" role="alert">
          {updateToon.error instanceof ToonUpdateError
            ? updateToon.error.message
            : 'Your last change could not be saved. Check your connection and try again.'}
        </p>
      )}
      {children(toon, update)}
    </>
  );
}
