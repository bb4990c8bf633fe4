import {
  createToonLinkAuthorization,
  readStored,
  ToonLinkAuthorizationSchema,
  ToonLinkSettingSchema,
  writeStored,
} from 'shared-contracts';

export const TOONLINK_SETTING_KEY = 'trinket.toonlink';
export const TOONLINK_AUTHORIZATION_KEY = 'trinket.toonlink.authorization';

/** The remembered on/off choice; off when never chosen or unreadable. */
export function readToonLinkEnabled(): boolean {
  return readStored(TOONLINK_SETTING_KEY, ToonLinkSettingSchema, { enabled: false }).value.enabled;
}

export function writeToonLinkEnabled(enabled: boolean): void {
  writeStored(TOONLINK_SETTING_KEY, { enabled });
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
  const stored = store?.getItem(TOONLINK_AUTHORIZATION_KEY);
  if (ToonLinkAuthorizationSchema.safeParse(stored).success && stored) return stored;
  const fresh = createToonLinkAuthorization();
  try {
    store?.setItem(TOONLINK_AUTHORIZATION_KEY, fresh);
  } catch {
    // Without session storage the string lives as long as this page, which is still safe.
  }
  return fresh;
}
