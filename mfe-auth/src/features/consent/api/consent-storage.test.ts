import { cookieConsentKey } from 'shared-contracts/storage-keys';
import { beforeEach, describe, expect, it } from 'vitest';
import { readConsent, saveConsent } from './consent-storage';

beforeEach(() => window.localStorage.clear());

describe('cookie consent storage', () => {
  it('keeps one decision per user and one for signed-out visitors', () => {
    expect(readConsent(null)).toBeNull();
    saveConsent(null, true, new Date('2026-11-22T10:00:00Z'));
    expect(readConsent(null)).toEqual({ accepted: true, decidedAt: '2026-11-22T10:00:00.000Z' });
    expect(readConsent('uid-1')).toBeNull();
    saveConsent('uid-1', false);
    expect(readConsent('uid-1')?.accepted).toBe(false);
  });

  it('asks again when the stored decision is corrupt', () => {
    window.localStorage.setItem(cookieConsentKey(null), '{"accepted":"yes"}');
    expect(readConsent(null)).toBeNull();
  });
});
