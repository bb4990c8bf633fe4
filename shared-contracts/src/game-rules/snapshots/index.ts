// Toon dashboard snapshots: their numbers bounded by the game's facts.
export * from './snapshot-screen.js';
