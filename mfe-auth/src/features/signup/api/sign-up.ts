import {
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  linkWithCredential,
  type User,
} from 'firebase/auth';
import { firebaseAuth } from '../../../lib/firebase';
import { publishUser } from '../../../lib/session-user';
import { saveUserDocument } from '../../../lib/user-document';

const sameEmail = (a: string | null, b: string) => a?.toLowerCase() === b.trim().toLowerCase();

/**
 * Creates an account. A guest is upgraded in place: the same uid keeps its data, and its user
 * document is updated rather than a second one created.
 *
 * Never leaves a half-made account behind the button: the user document is saved with retries
 * (the PUT is idempotent); if it still cannot be saved, a new account is deleted again, so the
 * next press starts afresh. An upgraded guest cannot be turned back into a guest (Firebase keeps
 * it non-anonymous), so it stays signed in on this page and the next press, finding the account
 * already made with this email, only saves its document. The same happens should the delete fail.
 */
export async function signUp(email: string, password: string): Promise<User> {
  const auth = firebaseAuth();
  const current = auth.currentUser;
  const unfinished = current && !current.isAnonymous && sameEmail(current.email, email) ? current : null;
  const guest = current?.isAnonymous ? current : null;
  const user =
    unfinished ??
    (guest
      ? (await linkWithCredential(guest, EmailAuthProvider.credential(email.trim(), password))).user
      : (await createUserWithEmailAndPassword(auth, email.trim(), password)).user);
  try {
    // The refreshed token carries the new email, which the api reads.
    await user.getIdToken(true);
    await saveUserDocument(user, { email: user.email, isAnonymous: false });
  } catch (error) {
    if (!unfinished && !guest) {
      await deleteUser(user).catch((undo: unknown) =>
        console.error('Could not delete an account whose user document failed', undo),
      );
    }
    throw error;
  }
  publishUser(user);
  return user;
}
