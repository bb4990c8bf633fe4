// The contracts every part of the page runs, shared by them all as one module (a federation
// singleton, never tree-shaken): the site config, the surface a remote publishes and route matching,
// the remote module contract, and the few schemas the shell and the browser kit use on every page.
// Every other schema is `shared-contracts/domain`, which each part bundles itself, tree-shaken: a
// schema only one remote (or the api) uses belongs there, not here. React-free; the browser kit is
// `web-kit`, the game's facts and rules `trinket-game`.
// First: configures zod before any schema below is built (see the file).
import './domain/zod-setup.js';

export * from './config/site-config.js';
// The visitor's answers kept in the browser: the dismissed notices and the cookie consent.
export * from './domain/browser-records.js';
// The shell's Cavalcade notice and the Cog Radar's.
export * from './domain/cavalcade.js';
// The shell's game status notice and the Cog Radar's.
export { type GameStatus, GameStatusSnapshotSchema } from './domain/game-feeds.js';
// The browser kit's task invasion alerts, with the Cog Radar's and the Toon dashboard's settings.
export * from './domain/radar-alerts.js';
// The ports the site's Content-Security-Policy lets a page reach the game's ToonLink on.
export { TOONLINK_FIRST_PORT, TOONLINK_LAST_PORT } from './domain/toonlink-browser.js';
export * from './remote/contract.js';
export * from './routes/index.js';
export * from './surface/index.js';
