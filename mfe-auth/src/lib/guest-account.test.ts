import { describe, expect, it } from 'vitest';
import { isGuestAccount } from './guest-account';

const password = { providerId: 'password' } as const;

describe('isGuestAccount', () => {
  it('is a guest when signed in anonymously, or when the upgrade was undone (no email, no provider)', () => {
    expect(isGuestAccount({ isAnonymous: true, email: null, providerData: [] })).toBe(true);
    expect(isGuestAccount({ isAnonymous: false, email: null, providerData: [] })).toBe(true);
  });

  it('is not a guest with an email or a sign-in provider', () => {
    expect(isGuestAccount({ isAnonymous: false, email: 'a@example.com', providerData: [] })).toBe(false);
    expect(
      isGuestAccount({
        isAnonymous: false,
        email: null,
        providerData: [
          { ...password, uid: 'a', displayName: null, email: null, phoneNumber: null, photoURL: null },
        ],
      }),
    ).toBe(false);
  });
});
