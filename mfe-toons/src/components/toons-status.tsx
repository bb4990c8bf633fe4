import type { ToonsState } from '../lib/toons';

/** The shared loading, error and notice states of a page built on `useToons()`. */
export function ToonsStatus({ state }: { state: ToonsState }) {
  if (state.isLoading) {
    return (
      <div className="spinner" role="status" aria-label="Loading your Toons">
        <span className="spinner__wheel" />
      </div>
    );
  }
  if (state.error) {
    return (
      <p className="form-message form-message--error" role="alert">
        Your Toons could not be loaded. Check your connection and refresh the page.
      </p>
    );
  }
  if (!state.notice) return null;
  return (
    <p className="form-message" role="status">
      {state.notice}
    </p>
  );
}
