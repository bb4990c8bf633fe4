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

/** Set by the site's server on the first page, read only by it: which version of a remote you are served. */
export const releaseBucketCookie = /* @__PURE__ */ storageKey('trinket_bucket', {
  kind: 'cookie',
  writtenBy: 'shell',
  holds:
    'A random number from 0 to 99, nothing about you: while a new version of a part of the site is tried on some visitors, it keeps you on the same version from page to page.',
});
