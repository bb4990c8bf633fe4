// The browser kit's main entry (a federation singleton, like shared-contracts): what every part's
// pages use, from the HTTP client and the session to the shared components. The router and the
// query client are `web-kit/area`, the widget helper `web-kit/widget`.
export * from './analytics/track.js';
export * from './api/api-client.js';
export * from './brand/brand.js';
export * from './components/deferred-component.js';
export * from './components/lazy-page.js';
export * from './components/link-cards.js';
export * from './components/route-frame.js';
export * from './components/site-route-frames.js';
export * from './components/toggle-switch.js';
export * from './components/use-page-live.js';
export * from './components/video-frame-on-request.js';
export * from './config/config-store.js';
export * from './errors/cogs-error-page.js';
export * from './format/compare-text.js';
export * from './format/number-format.js';
export * from './http/index.js';
export * from './metadata/canonical-path.js';
export * from './metadata/page-metadata.js';
export * from './metadata/use-page-metadata.js';
export * from './remote/mount-parcel.js';
export * from './session/session-store.js';
export * from './storage/local-storage.js';
