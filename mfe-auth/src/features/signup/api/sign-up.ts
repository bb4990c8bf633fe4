import {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  linkWithCredential,
  type User,
} from 'firebase/auth';
import { firebaseAuth } from '../../../lib/firebase';
import { publishUser } from '../../../lib/session-user';
import { saveUserDocument } from '../../../lib/user-document';

/**
 * Creates an account. A guest is upgraded in place: the same uid keeps its data, and its user
 * document is updated rather than a second one created.
 */
export async function signUp(email: string, password: string): Promise<User> {
  const auth = firebaseAuth();
  const guest = auth.currentUser?.isAnonymous ? auth.currentUser : null;
  const { user } = guest
    ? await linkWithCredential(guest, EmailAuthProvider.credential(email.trim(), password))
    : await createUserWithEmailAndPassword(auth, email.trim(), password);
  // The refreshed token carries the new email, which the api reads.
  await user.getIdToken(true);
  await saveUserDocument(user, { email: user.email, isAnonymous: false });
  publishUser(user);
  return user;
}
