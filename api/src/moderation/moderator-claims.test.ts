// The moderator command's code against the REAL Auth emulator (test/auth-emulator.global-setup.ts):
// the claim reaches the account's next ID token and the api's verifier, other claims are kept, and
// revoking takes it away.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createFirebaseVerifier } from '../auth/firebase-verifier.js';
import { emulatorSignIn, emulatorSignUp, waitForAuthEmulator } from '../testing/auth-emulator-client.js';
import { moderatorAuth, moderatorState, setModerator, UnknownAccountError } from './moderator-claims.js';

const PROJECT_ID = 'demo-trinket';
const emulatorHost = inject('authEmulatorHost');
const PASSWORD = 'gags-and-pies';

beforeAll(() => waitForAuthEmulator(emulatorHost, inject('authEmulatorLog'), 150_000), 180_000);

describe('npm run moderator (moderator-claims.ts) against the Auth emulator', () => {
  it('grants the claim into the next ID token, keeps other claims, and revokes it', async () => {
    const email = `claims-${Date.now()}@example.test`;
    const { uid } = await emulatorSignUp(emulatorHost, { email, password: PASSWORD });
    const auth = moderatorAuth({ projectId: PROJECT_ID, emulatorHost });
    await auth.setCustomUserClaims(uid, { beta: true });
    const verify = createFirebaseVerifier({ projectId: PROJECT_ID, emulatorHost });

    expect(await setModerator(auth, email, true)).toEqual({ uid, email, isModerator: true, changed: true });
    expect(await setModerator(auth, email, true)).toMatchObject({ changed: false });
    expect((await auth.getUser(uid)).customClaims).toEqual({ beta: true, moderator: true });
    const granted = await emulatorSignIn(emulatorHost, email, PASSWORD);
    expect(await verify(granted.idToken)).toMatchObject({ uid, isModerator: true });

    expect(await setModerator(auth, email, false)).toMatchObject({ isModerator: false, changed: true });
    expect(await moderatorState(auth, email)).toMatchObject({ isModerator: false });
    expect((await auth.getUser(uid)).customClaims).toEqual({ beta: true });
    const revoked = await emulatorSignIn(emulatorHost, email, PASSWORD);
    expect(await verify(revoked.idToken)).not.toHaveProperty('isModerator');
  });

  it('names an unknown email as such', async () => {
    const auth = moderatorAuth({ projectId: PROJECT_ID, emulatorHost });
    await expect(setModerator(auth, `nobody-${Date.now()}@example.test`, true)).rejects.toBeInstanceOf(
      UnknownAccountError,
    );
  });
});
