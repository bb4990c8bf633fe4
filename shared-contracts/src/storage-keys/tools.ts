import { storageKey } from './storage-key.js';

// The keys mfe-tools writes.

export const radarAlertsKey = /* @__PURE__ */ storageKey('trinket.radarAlerts', {
  kind: 'localStorage',
  writtenBy: 'tools',
  holds: 'The Cog you asked the Cog Radar to watch for, and whether its notifications were on.',
});

export const gameFeedAlertsKey = /* @__PURE__ */ storageKey('trinket.gameFeedAlerts', {
  kind: 'localStorage',
  writtenBy: 'tools',
  holds:
    'Whether you asked the news pages to tell you when the game closes or reopens or a release note is out, and the newest release note you were told about.',
});
