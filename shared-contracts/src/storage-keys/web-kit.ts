import { storageKey } from './storage-key.js';

// The keys the browser kit (web-kit) writes for any remote that shows its controls.

export const taskInvasionAlertsKey = /* @__PURE__ */ storageKey('trinket.taskInvasionAlerts', {
  kind: 'localStorage',
  writtenBy: 'web-kit',
  holds: 'Whether you turned on notifications of invasions that count for your Toons’ tasks.',
});
