// One copy of the game's rules, used by the browser and the api alike (`trinket-game/rules`).
// Plain functions and numbers, no zod: a remote bundles what it imports from here (not a shared
// singleton), while the schemas live in shared-contracts' main entry.

export * from './arcade/index.js';
export * from './snapshots/index.js';
export * from './tasks/index.js';
export * from './toons/index.js';
