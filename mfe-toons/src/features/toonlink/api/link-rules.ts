// What apply-link-event.ts loads with the first game event: how an event changes the toon, and the
// snapshot an account keeps with it (with them, the toon save code they use).

export { withAccountSnapshot } from '../lib/account-snapshot';
export { planLinkEvent, planUnverifiedLinkEvent } from '../lib/link-plan';
