import { useEffect, useState } from 'react';
import { deferredComponent, siteConfigStore, usePageLive } from 'web-kit';
import { useStore } from 'zustand';
import { Link } from '../../../lib/router/link';
import { usePageContentPainted } from '../../../lib/use-page-content-painted';
import { readDismissedBanners, rememberDismissedBanner } from '../api/dismissed-banners';
import { gameStatusNotice } from '../api/game-status-notice';
import { gameStatusStore } from '../api/game-status-store';
import '../banners.css';

// The game's status is read once the page's own content has painted: its code and request never come
// before the page's largest paint (a closed game's notice, which no server paints, comes just after).
const GameStatusWatcher = deferredComponent(() =>
  import('./game-status-watcher').then((module) => module.default),
);

/**
 * Operator notices from the runtime config, and the game's own (closed, or its website's banner)
 * first; a dismissed one stays dismissed on this browser.
 */
export function BannerNotices() {
  const contentPainted = usePageContentPainted();
  return (
    <>
      {contentPainted ? <GameStatusWatcher /> : null}
      <Notices />
    </>
  );
}

function Notices() {
  const siteBanners = useStore(siteConfigStore, (state) => state.config?.banners ?? []);
  const gameNotice = gameStatusNotice(useStore(gameStatusStore, (state) => state.status));
  const [dismissed, setDismissed] = useState(readDismissedBanners);
  // The notices are painted by the server: each button is disabled until the page is live, so no
  // press is lost.
  const live = usePageLive();
  const shownIds = siteBanners.map((banner) => banner.id).join('\n');
  useEffect(() => {
    if (dismissed.length === 0) return;
    void import('../api/dismissed-banners-cookie').then(({ syncDismissedBannersCookie }) =>
      syncDismissedBannersCookie(dismissed, shownIds.split('\n')),
    );
  }, [dismissed, shownIds]);
  const banners = gameNotice ? [gameNotice, ...siteBanners] : siteBanners;
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
            disabled={!live}
            onClick={() => setDismissed(rememberDismissedBanner(banner.id))}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
