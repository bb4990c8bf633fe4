// Every schema of the package (`shared-contracts/domain`). Not shared between the site's parts: each
// bundles it and keeps only what it uses; the zod they run is the shared `shared-contracts/zod`,
// which configures zod before any schema is built. The few schemas every page runs are also in the
// package's root (src/index.ts): a browser part imports those from there, so the page has one copy.
export * from './account-email.js';
export * from './arcade.js';
export * from './arcade-limits.js';
export * from './browser-records.js';
export * from './calculators.js';
export * from './cavalcade.js';
export * from './common.js';
export * from './empty-rewards.js';
export * from './game.js';
export * from './game-feed-alerts.js';
export * from './game-feeds.js';
export * from './game-value-refusal.js';
export * from './giveaway.js';
export * from './makeship.js';
export * from './moderation.js';
export * from './preferences.js';
export * from './promotion.js';
export * from './radar-alerts.js';
export * from './record-limits.js';
export * from './refusal-limits.js';
export * from './releases.js';
export * from './remote-telemetry.js';
export * from './rendition-dna.js';
export * from './store.js';
export * from './time-window.js';
export * from './toon.js';
export * from './toon-records.js';
export * from './toon-snapshot.js';
export * from './toonlink.js';
export * from './toonlink-browser.js';
export * from './toonlink-windows.js';
export * from './top-toons.js';
export * from './trinket.js';
export * from './user.js';
export * from './verified-merge.js';
export * from './verified-stat.js';
