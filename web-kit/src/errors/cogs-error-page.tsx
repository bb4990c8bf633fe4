import { useEffect } from 'react';
import { track } from '../analytics/track.js';
import { brand } from '../brand/brand.js';

export interface CogsErrorPageProps {
  /** Which part failed, for the analytics event (e.g. a remote name or "route"). */
  area: string;
  /** Refresh handler; defaults to reloading the page. */
  onRetry?: () => void;
  detail?: string;
}

/** The one error page of the site: shown where an area fails, the rest keeps working. */
export function CogsErrorPage({ area, onRetry, detail }: CogsErrorPageProps) {
  useEffect(() => {
    track('error_page', { area, detail: detail ?? null });
  }, [area, detail]);

  return (
    <section className="cogs-error" role="alert" aria-labelledby="cogs-error-title" data-area={area}>
      <h1 id="cogs-error-title">The site is busy fighting the Cogs</h1>
      <p>Something went wrong while loading this part of the site. The rest of the site still works.</p>
      <div className="cogs-error__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={onRetry ?? (() => window.location.reload())}
        >
          Refresh
        </button>
        <a className="button" href="/">
          Go home
        </a>
      </div>
      <p className="cogs-error__support">
        Still stuck? Contact us at <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </section>
  );
}
