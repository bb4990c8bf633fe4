import { toonLinkAuthorizationKey, toonLinkSettingKey } from 'shared-contracts/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { readToonLinkEnabled, sessionAuthorization, writeToonLinkEnabled } from './link-settings';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the remembered choice', () => {
  it('is off until chosen, then remembered', () => {
    expect(readToonLinkEnabled()).toBe(false);
    writeToonLinkEnabled(true);
    expect(readToonLinkEnabled()).toBe(true);
    writeToonLinkEnabled(false);
    expect(readToonLinkEnabled()).toBe(false);
  });

  it('reads corrupt or foreign data as off', () => {
    window.localStorage.setItem(toonLinkSettingKey.key, '{"enabled":"yes"}');
    expect(readToonLinkEnabled()).toBe(false);
    window.localStorage.setItem(toonLinkSettingKey.key, '{oops');
    expect(readToonLinkEnabled()).toBe(false);
  });
});

describe('sessionAuthorization', () => {
  it('is random, then the same for the rest of the session', () => {
    const first = sessionAuthorization();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionAuthorization()).toBe(first);
    window.sessionStorage.clear();
    expect(sessionAuthorization()).not.toBe(first);
  });

  it('replaces an unreadable stored value', () => {
    window.sessionStorage.setItem(toonLinkAuthorizationKey.key, '<script>');
    expect(sessionAuthorization()).toMatch(/^[0-9a-f]{32}$/);
  });
});
