import {
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  linkWithCredential,
  type User,
} from 'firebase/auth';
import { firebaseAuth } from '../../../lib/firebase';
import { isWellFormedEmail } from '../../../lib/form-rules';
import { publishUser } from '../../../lib/session-user';
import { saveUserDocument, UserDocumentError } from '../../../lib/user-document';

const sameEmail = (a: string | null, b: string) => a?.toLowerCase() === b.trim().toLowerCase();

/** Refused before Firebase is touched; the page maps the code to its email message. */
export class InvalidEmailError extends Error {
  override name = 'InvalidEmailError';
  readonly code = 'auth/invalid-email';
}

/**
 * Creates an account. A guest is upgraded in place: the same uid keeps its data, and its user
 * document is updated rather than a second one created.
 *
 * The address must pass the shared account email rule (the api's) before Firebase is touched, so
 * the api does not refuse, for its address, an account Firebase has already made or linked.
 *
 * Never leaves a half-made account behind the button: the user document is saved with retries
 * (the PUT is idempotent); if it still cannot be saved (the api refused it, e.g. the network's
 * sign-up budget is spent), a new account is deleted again, so the next press starts afresh.
 * An upgraded guest cannot be turned back into a guest: after `unlink` the SDK still reports the
 * user as not anonymous and the token keeps its password sign-in, so it would be neither. It stays
 * signed in with its email, its user document still says guest, so its toons stay private (the api
 * follows the document), and the next press, finding the account already made with this email,
 * only saves its document. The same happens should the delete fail.
 */
export async function signUp(email: string, password: string): Promise<User> {
  if (!isWellFormedEmail(email)) throw new InvalidEmailError('Not an account email address.');
  const auth = firebaseAuth();
  const current = auth.currentUser;
  const unfinished = current && !current.isAnonymous && sameEmail(current.email, email) ? current : null;
  const guest = current?.isAnonymous ? current : null;
  const user =
    unfinished ??
    (guest
      ? (await linkWithCredential(guest, EmailAuthProvider.credential(email.trim(), password))).user
      : (await createUserWithEmailAndPassword(auth, email.trim(), password)).user);
  const keepsAccount = Boolean(unfinished || guest);
  try {
    // The refreshed token carries the new email, which the api reads.
    await user.getIdToken(true);
    await saveUserDocument(user, { email: user.email, isAnonymous: false });
  } catch (error) {
    let kept = keepsAccount;
    if (!keepsAccount) {
      kept = await deleteUser(user).then(
        () => false,
        (undo: unknown) => {
          console.error('Could not delete an account whose user document failed', undo);
          return true;
        },
      );
    }
    throw new UserDocumentError(error instanceof Error ? error.message : 'user document not saved', {
      cause: error instanceof UserDocumentError ? error.cause : error,
      accountKept: kept,
    });
  }
  publishUser(user);
  return user;
}
