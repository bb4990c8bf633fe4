// The contracts every part builds against: the schemas (domain), the site config, the surface a
// remote publishes, route matching and the remote module contract. React-free; the browser kit is
// `web-kit`, the game's facts and rules `trinket-game`.
// First: configures zod before any schema below is built (see the file).
import './domain/zod-setup.js';

export * from './config/site-config.js';
export * from './domain/index.js';
export * from './remote/contract.js';
export * from './routes/index.js';
export * from './surface/index.js';
