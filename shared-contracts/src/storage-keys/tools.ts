import { storageKey } from './storage-key.js';

// The keys mfe-tools writes.

export const radarAlertsKey = /* @__PURE__ */ storageKey('trinket.radarAlerts', {
  kind: 'localStorage',
  writtenBy: 'tools',
  holds: 'The Cog you asked the Cog Radar to watch for, and whether its notifications were on.',
});
