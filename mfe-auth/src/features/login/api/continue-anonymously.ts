import { signInAnonymously } from 'firebase/auth';
import { firebaseAuth } from '../../../lib/firebase';
import { publishUser } from '../../../lib/session-user';
import { saveUserDocument } from '../../../lib/user-document';

/** Signs in as a guest and creates the guest's user document. */
export async function continueAnonymously(): Promise<void> {
  const { user } = await signInAnonymously(firebaseAuth());
  await saveUserDocument(user, { email: null, isAnonymous: true });
  publishUser(user);
}
