// The toon rules: what a toon can hold in the game, verified records, totals and updates.
export * from './game-read-screen.js';
export * from './linked-change.js';
export * from './new-toon.js';
export * from './refusal-recheck.js';
export * from './reward-lists.js';
export * from './rule-issues.js';
export * from './same-json.js';
export * from './toon-consistency.js';
export * from './toon-rules.js';
export * from './toon-size.js';
export * from './toon-totals.js';
export * from './toon-update.js';
export * from './verified-toon.js';
