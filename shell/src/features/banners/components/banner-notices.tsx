import { useEffect, useState } from 'react';
import { siteConfigStore } from 'shared-contracts';
import { useStore } from 'zustand';
import { Link } from '../../../lib/router/link';
import { readDismissedBanners, rememberDismissedBanner } from '../api/dismissed-banners';
import '../banners.css';

/** Operator notices from the runtime config; a dismissed one stays dismissed on this browser. */
export function BannerNotices() {
  const banners = useStore(siteConfigStore, (state) => state.config?.banners ?? []);
  const [dismissed, setDismissed] = useState(readDismissedBanners);
  const shownIds = banners.map((banner) => banner.id).join('\n');
  useEffect(() => {
    if (dismissed.length === 0) return;
    void import('../api/dismissed-banners-cookie').then(({ syncDismissedBannersCookie }) =>
      syncDismissedBannersCookie(dismissed, shownIds.split('\n')),
    );
  }, [dismissed, shownIds]);
  const visible = banners.filter((banner) => !dismissed.includes(banner.id));
  if (visible.length === 0) return null;

  return (
    <section className="banners" aria-label="Notices">
      {visible.map((banner) => (
        <div key={banner.id} className={`banner banner--${banner.tone}`}>
          <p className="banner__text">
            {banner.text}{' '}
            {banner.href ? (
              banner.href.startsWith('/') ? (
                <Link to={banner.href}>{banner.linkText ?? 'Learn more'}</Link>
              ) : (
                <a href={banner.href} rel="noopener noreferrer">
                  {banner.linkText ?? 'Learn more'}
                </a>
              )
            ) : null}
          </p>
          <button
            type="button"
            className="banner__dismiss"
            aria-label={`Dismiss notice: ${banner.text}`}
            onClick={() => setDismissed(rememberDismissedBanner(banner.id))}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
