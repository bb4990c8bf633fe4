export * from './match-route.js';
export * from './navigation.js';
export * from './route-chunk.js';
export * from './route-table.js';
