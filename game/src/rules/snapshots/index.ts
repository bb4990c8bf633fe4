// Toon dashboard snapshots: their numbers bounded by the game's facts.

export * from './game-snapshot.js';
export * from './snapshot-screen.js';
