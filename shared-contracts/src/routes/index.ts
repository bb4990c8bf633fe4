export * from './match-route.js';
export * from './route-chunk.js';
