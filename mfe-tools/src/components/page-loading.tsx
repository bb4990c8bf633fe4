/** Shown while a page's own code loads. */
export function PageLoading() {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">Loading the page…</span>
    </div>
  );
}
