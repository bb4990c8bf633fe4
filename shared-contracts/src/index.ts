// First: configures zod before any schema below is built (see the file).
import './domain/zod-setup.js';

export * from './analytics/track.js';
export * from './api/api-client.js';
export * from './brand/brand.js';
export * from './components/deferred-component.js';
export * from './components/lazy-page.js';
export * from './components/link-cards.js';
export * from './components/route-frame.js';
export * from './components/site-route-frames.js';
export * from './components/toggle-switch.js';
export * from './components/video-frame-on-request.js';
export * from './config/config-store.js';
export * from './config/site-config.js';
export * from './domain/index.js';
export * from './errors/cogs-error-page.js';
export * from './format/compare-text.js';
export * from './format/number-format.js';
export * from './http/index.js';
export * from './metadata/page-metadata.js';
export * from './metadata/use-page-metadata.js';
export * from './remote/contract.js';
export * from './routes/index.js';
export * from './session/session-store.js';
export * from './storage/local-storage.js';
export * from './storage/toon-snapshots.js';
export * from './surface/index.js';
