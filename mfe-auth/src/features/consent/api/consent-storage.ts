import { type CookieConsent, readStored, StoredCookieConsentSchema, writeStored } from 'shared-contracts';

export type Consent = CookieConsent;

/** One flag per signed-in user, and one for the visitor who is not signed in. */
export function consentKey(uid: string | null): string {
  return `trinket.cookieConsent.${uid ?? 'visitor'}`;
}

export function readConsent(uid: string | null): Consent | null {
  const stored = readStored(consentKey(uid), StoredCookieConsentSchema, null);
  return stored.value;
}

export function saveConsent(uid: string | null, accepted: boolean, now = new Date()): Consent {
  const consent = { accepted, decidedAt: now.toISOString() };
  writeStored(consentKey(uid), consent);
  return consent;
}
