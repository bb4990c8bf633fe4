import { type CookieConsent, StoredCookieConsentSchema } from 'shared-contracts';
import { cookieConsentKey } from 'shared-contracts/storage-keys';
import { readStored, writeStored } from 'web-kit';

export type Consent = CookieConsent;

export function readConsent(uid: string | null): Consent | null {
  const stored = readStored(cookieConsentKey(uid), StoredCookieConsentSchema, null);
  return stored.value;
}

export function saveConsent(uid: string | null, accepted: boolean, now = new Date()): Consent {
  const consent = { accepted, decidedAt: now.toISOString() };
  writeStored(cookieConsentKey(uid), consent);
  return consent;
}
