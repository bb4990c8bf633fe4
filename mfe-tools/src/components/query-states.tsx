/** The designed loading state of a live section. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-label={label}>
      <span className="spinner__wheel" />
    </div>
  );
}

/** The designed error state when nothing could be loaded, with a retry. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="form-message form-message--error" role="alert">
      <p>
        {what} could not be loaded: the game may be busy or down. We try again every 30 seconds, or you can
        try now.
      </p>
      <button type="button" className="button button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
