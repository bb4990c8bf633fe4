interface PagerProps {
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** Previous / Next with "Page x of y". */
export function Pager({ page, pages, busy, onPage }: PagerProps) {
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="button button--small"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        Previous
      </button>
      <span className="pager__status" aria-live="polite">
        Page {page} of {pages}
        {busy && <span className="visually-hidden"> (loading)</span>}
      </span>
      <button
        type="button"
        className="button button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
