// Token rejection needs no running emulator: firebase-admin checks the token's shape and claims
// before it asks anyone anything. Accepting tokens is tested in firebase-emulator.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { firebaseClaims, forgedRs256Token, unsignedToken } from '../testing/jwt.js';
import { createFirebaseVerifier } from './firebase-verifier.js';
import { AuthUnavailableError, InvalidTokenError } from './user.js';

const savedEnv = process.env.FIREBASE_AUTH_EMULATOR_HOST;
afterEach(() => {
  if (savedEnv === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = savedEnv;
});

describe('createFirebaseVerifier', () => {
  it('makes process.env agree with the config, both ways', () => {
    createFirebaseVerifier({ projectId: 'demo-trinket', emulatorHost: '127.0.0.1:9' });
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9');
    createFirebaseVerifier({ projectId: 'demo-trinket', emulatorHost: undefined });
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
  });

  describe('in emulator mode', () => {
    const verify = () => createFirebaseVerifier({ projectId: 'demo-trinket', emulatorHost: '127.0.0.1:9' });

    it('an unreachable emulator is AuthUnavailableError (503), not a bad token', async () => {
      // Port 9 (discard) is closed here: firebase-admin's "does the user exist" call fails.
      await expect(verify()(unsignedToken(firebaseClaims()))).rejects.toBeInstanceOf(AuthUnavailableError);
    });

    it.each([
      ['garbage', 'not-a-jwt'],
      ['another project', unsignedToken(firebaseClaims({ projectId: 'demo-other' }))],
      ['expired', unsignedToken(firebaseClaims({ expiresIn: -60 }))],
      ['signed with a foreign key', forgedRs256Token(firebaseClaims())],
    ])('rejects a %s token as InvalidTokenError', async (_, token) => {
      await expect(verify()(token)).rejects.toBeInstanceOf(InvalidTokenError);
    });

    it('says so when the token has expired', async () => {
      await expect(verify()(unsignedToken(firebaseClaims({ expiresIn: -60 })))).rejects.toThrow('expired');
    });
  });

  describe('in production mode', () => {
    const verify = () => createFirebaseVerifier({ projectId: 'demo-trinket', emulatorHost: undefined });

    it.each([
      ['garbage', 'not-a-jwt'],
      ['unsigned (emulator) token', unsignedToken(firebaseClaims())],
    ])('rejects a %s without any network call', async (_, token) => {
      await expect(verify()(token)).rejects.toBeInstanceOf(InvalidTokenError);
    });
  });
});
