import { type Auth, createUserWithEmailAndPassword, deleteUser, type User } from 'firebase/auth';
import { firebaseAuth } from '../../../lib/firebase';
import { isWellFormedEmail } from '../../../lib/form-rules';
import { isGuestAccount } from '../../../lib/guest-account';
import { publishUser } from '../../../lib/session-user';
import { failedSignUp, type SignUpLeftover, saveUserDocument } from '../../../lib/user-document';
import { upgradeGuest } from './upgrade-guest';

const sameEmail = (a: string | null, b: string) => a?.toLowerCase() === b.trim().toLowerCase();

/** Refused before Firebase is touched; the page maps the code to its email message. */
export class InvalidEmailError extends Error {
  override name = 'InvalidEmailError';
  readonly code = 'auth/invalid-email';
}

/**
 * Creates an account, all or nothing. The address must pass the shared account email rule (the
 * api's) before Firebase is touched, so the api does not refuse, for its address, an account
 * Firebase has already made or linked.
 *
 * A guest is upgraded in place (upgrade-guest.ts: the same uid keeps its toons; undone when the api
 * does not save it). A new account whose user document cannot be saved (e.g. the network's sign-up
 * budget is spent) is deleted again, so the next press starts afresh. Only when Firebase refuses
 * that undo does an account stay registered without its document; then its toons stay private (the
 * api follows the document) and the next press, finding the account made with this email, only
 * saves its document.
 */
export async function signUp(email: string, password: string): Promise<User> {
  if (!isWellFormedEmail(email)) throw new InvalidEmailError('Not an account email address.');
  const auth = firebaseAuth();
  const current = auth.currentUser;
  if (current && isGuestAccount(current)) return upgradeGuest(current, email.trim(), password);
  if (current && sameEmail(current.email, email)) return finishAccount(current);
  return createAccount(auth, email.trim(), password);
}

async function createAccount(auth: Auth, email: string, password: string): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  try {
    await saveUserDocument(user, { email: user.email, isAnonymous: false });
  } catch (error) {
    const left: SignUpLeftover = await deleteUser(user).then(
      () => 'nothing',
      (undo: unknown) => {
        console.error('Could not delete an account whose user document failed', undo);
        return 'account';
      },
    );
    throw failedSignUp(error, left);
  }
  publishUser(user);
  return user;
}

/** An account left registered by an earlier press whose undo failed: only its document is missing. */
async function finishAccount(user: User): Promise<User> {
  try {
    await user.getIdToken(true);
    await saveUserDocument(user, { email: user.email, isAnonymous: false });
  } catch (error) {
    throw failedSignUp(error, 'account');
  }
  publishUser(user);
  return user;
}
