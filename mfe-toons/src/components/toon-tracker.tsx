import type { ReactNode } from 'react';
import type { Toon, ToonUpdate } from 'shared-contracts/domain';
import { ToonUpdateError, useToons, useUpdateToon } from '../lib/toons';
import { NoToons } from './no-toons';
import { ToonPicker, useSelectedToon } from './toon-picker';
import { ToonsStatus } from './toons-status';

/** Saves a change to the toon being shown. */
export type UpdateShownToon = (update: ToonUpdate) => void;

/**
 * The frame of a tracking page: the loading, error and no-toon states, a toon picker, and the
 * chosen toon handed to `children` with a function that saves changes to it.
 */
export function ToonTracker({ children }: { children: (toon: Toon, update: UpdateShownToon) => ReactNode }) {
  const state = useToons();
  const [toon, select] = useSelectedToon(state.toons);
  const updateToon = useUpdateToon();

  if (state.isLoading || state.error) return <ToonsStatus state={state} />;
  if (!toon) return <NoToons />;

  const update: UpdateShownToon = (change) => updateToon.mutate({ toon, update: change });

  return (
    <>
      <ToonsStatus state={state} />
      <ToonPicker toons={state.toons} selectedId={toon.id} onSelect={select} />
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
