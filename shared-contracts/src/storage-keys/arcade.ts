import { storageKey } from './storage-key.js';

// The keys mfe-arcade writes.

export const arcadeRecordsKey = /* @__PURE__ */ storageKey('trinket.arcade.records', {
  kind: 'localStorage',
  writtenBy: 'arcade',
  holds: 'Your best arcade results while signed out.',
});

export const arcadeSettingsKey = /* @__PURE__ */ storageKey('trinket.arcade.settings', {
  kind: 'localStorage',
  writtenBy: 'arcade',
  holds: 'Your arcade settings (such as sound).',
});
