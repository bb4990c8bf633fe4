// Remote releases (issue 34): immutable versions of each remote, and which one visitors get.

export { type ReleaseAction, type ReleaseEvent, writeReleaseEvent } from './release-events.js';
export { type CanaryRollback, type CanaryRollbackResult, rollBackCanary } from './roll-back-canary.js';
