export * from './contract-version.js';
export * from './site-surface.js';
export * from './surface-schema.js';
