import { remoteOverridesKey } from 'shared-contracts/storage-keys';
import { OVERRIDE_PARAM } from '../lib/override-keys';
import type { ActiveOverride, RefusedOverride } from '../lib/resolve-overrides';

// What every page needs of the overrides, kept small: the rest loads only where overrides are asked
// for or kept (apply-remote-overrides.ts).

export type RemoteOverrideState = {
  active: ActiveOverride[];
  refused: RefusedOverride[];
  /** The address asked for the panel that sets an override. */
  panel: boolean;
  /** Origins a candidate may come from here (none: overrides are off on this site). */
  allowedOrigins: readonly string[];
  /** The deployed remotes, for the panel's choice. */
  deployed: Record<string, string>;
};

let state: RemoteOverrideState = { active: [], refused: [], panel: false, allowedOrigins: [], deployed: {} };

/** What the overrides notice shows: settled once, before the first render. */
export const remoteOverrideState = (): RemoteOverrideState => state;

export function setRemoteOverrideState(next: RemoteOverrideState): void {
  state = next;
}

/** Whether this browser asks for an override in its address or keeps one from before. */
export function overridesRequested(): boolean {
  if (new URLSearchParams(window.location.search).has(OVERRIDE_PARAM)) return true;
  try {
    return window.localStorage.getItem(remoteOverridesKey.key) !== null;
  } catch {
    return false;
  }
}
