// First: configures zod before any schema below is built (see the file).
import './zod-setup.js';

export * from './account-email.js';
export * from './arcade.js';
export * from './browser-records.js';
export * from './calculators.js';
export * from './cavalcade.js';
export * from './common.js';
export * from './game.js';
export * from './game-feeds.js';
export * from './game-value-refusal.js';
export * from './giveaway.js';
export * from './makeship.js';
export * from './moderation.js';
export * from './preferences.js';
export * from './promotion.js';
export * from './radar-alerts.js';
export * from './store.js';
export * from './time-window.js';
export * from './toon.js';
export * from './toon-records.js';
export * from './toon-snapshot.js';
export * from './toonlink.js';
export * from './toonlink-windows.js';
export * from './top-toons.js';
export * from './trinket.js';
export * from './user.js';
export * from './verified-stat.js';
