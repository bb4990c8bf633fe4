// The loading and error states every page of this remote shares.

export function Loading({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-label={label}>
      <span className="spinner__wheel" />
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="form-message form-message--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
