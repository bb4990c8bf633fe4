import { EmailAuthProvider, linkWithCredential, type User, unlink } from 'firebase/auth';
import { isGuestAccount } from '../../../lib/guest-account';
import { publishUser } from '../../../lib/session-user';
import {
  failedSignUp,
  hasUserDocument,
  type SignUpLeftover,
  saveUserDocument,
} from '../../../lib/user-document';

/**
 * Upgrades a guest in place (same uid, same toons), all or nothing.
 *
 * Firebase and the api cannot share one transaction, so: first everything the api could refuse is
 * checked before Firebase is touched (the address by the shared rule in sign-up.ts; here, that the
 * api answers, and that it holds the guest's document, which is then saved without spending one of
 * the network's sign-ups). Then the password is linked in Firebase and the document saved, which also makes the
 * toons public in the same database transaction. Should that save still fail (the api went down,
 * or refused), the link is undone: `unlink(user, 'password')` leaves the same uid with no email and
 * no sign-in provider, which only this browser's session can reach, exactly as a guest. The SDK
 * keeps `isAnonymous` false after that, so the site tells a guest by what the account holds
 * (lib/guest-account.ts; the api does the same with the token). Chosen over writing the api first
 * in a pending state because that still leaves a registered Firebase account behind when the api
 * is down after the link, which is the case to undo.
 */
export async function upgradeGuest(guest: User, email: string, password: string): Promise<User> {
  try {
    await hasUserDocument(guest);
  } catch (error) {
    throw failedSignUp(error, 'guest');
  }
  const { user } = await linkWithCredential(guest, EmailAuthProvider.credential(email, password));
  try {
    // The refreshed token carries the new email, which the api reads.
    await user.getIdToken(true);
    await saveUserDocument(user, { email: user.email, isAnonymous: false });
  } catch (error) {
    throw failedSignUp(error, await undoLink(user));
  }
  publishUser(user);
  return user;
}

/** Unlinks the password again: the guest as it was, or `account` when Firebase would not. */
async function undoLink(user: User): Promise<SignUpLeftover> {
  try {
    await unlink(user, 'password');
  } catch (undo) {
    console.error('Could not undo the link of a guest whose user document failed', undo);
    return 'account';
  }
  try {
    // The SDK keeps the unlinked email until it reads the account again; a fresh token has none.
    await user.reload();
    await user.getIdToken(true);
  } catch (refresh) {
    console.error('The guest is restored, but its session could not be refreshed yet', refresh);
  }
  if (!isGuestAccount(user)) return 'account';
  publishUser(user);
  return 'guest';
}
