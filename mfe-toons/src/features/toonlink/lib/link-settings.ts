import {
  createToonLinkAuthorization,
  ToonLinkAuthorizationSchema,
  ToonLinkSettingSchema,
} from 'shared-contracts/domain';
import { toonLinkAuthorizationKey, toonLinkSettingKey } from 'shared-contracts/storage-keys';
import { readStored, writeStored } from 'web-kit';

/** The remembered on/off choice; off when never chosen or unreadable. */
export function readToonLinkEnabled(): boolean {
  return readStored(toonLinkSettingKey.key, ToonLinkSettingSchema, { enabled: false }).value.enabled;
}

export function writeToonLinkEnabled(enabled: boolean): void {
  writeStored(toonLinkSettingKey.key, { enabled });
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The authorization string the game's consent prompt remembers: random, and new for each browser
 * session (kept in sessionStorage; anything unreadable there is replaced).
 */
export function sessionAuthorization(): string {
  const store = sessionStore();
  const stored = store?.getItem(toonLinkAuthorizationKey.key);
  if (ToonLinkAuthorizationSchema.safeParse(stored).success && stored) return stored;
  const fresh = createToonLinkAuthorization();
  try {
    store?.setItem(toonLinkAuthorizationKey.key, fresh);
  } catch {
    // Without session storage the string lives as long as this page, which is still safe.
  }
  return fresh;
}
