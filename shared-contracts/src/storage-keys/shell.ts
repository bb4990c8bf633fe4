import { storageKey } from './storage-key.js';

// The keys the shell writes.

export const dismissedBannersKey = /* @__PURE__ */ storageKey('trinket.dismissedBanners', {
  kind: 'localStorage',
  writtenBy: 'shell',
  holds: 'Which site notices you have closed.',
});

/** Read by the site's server too, so it paints the page without the notices you closed. */
export const dismissedBannersCookie = /* @__PURE__ */ storageKey('trinket_dismissed_banners', {
  kind: 'cookie',
  writtenBy: 'shell',
  holds: 'The same notices, so the page arrives without them instead of dropping them after it loads.',
});

export const remoteOverridesKey = /* @__PURE__ */ storageKey('trinket:remote-overrides', {
  kind: 'localStorage',
  writtenBy: 'shell',
  holds: 'Only after you open a testing link: which trial build of a part of the site this browser loads.',
});
