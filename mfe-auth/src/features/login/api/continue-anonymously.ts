import { deleteUser, signInAnonymously } from 'firebase/auth';
import { firebaseAuth } from '../../../lib/firebase';
import { publishUser } from '../../../lib/session-user';
import { saveUserDocument } from '../../../lib/user-document';

/** Signs in as a guest and creates the guest's user document; no guest is kept without one. */
export async function continueAnonymously(): Promise<void> {
  const { user } = await signInAnonymously(firebaseAuth());
  try {
    await saveUserDocument(user, { email: null, isAnonymous: true });
  } catch (error) {
    await deleteUser(user).catch((undo: unknown) =>
      console.error('Could not remove the guest account', undo),
    );
    throw error;
  }
  publishUser(user);
}
