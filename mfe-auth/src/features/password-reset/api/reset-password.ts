import { confirmPasswordReset, signInWithEmailAndPassword, verifyPasswordResetCode } from 'firebase/auth';
import { firebaseAuth } from '../../../lib/firebase';
import { publishUser } from '../../../lib/session-user';

/** Resolves the email the reset code belongs to; rejects when the code is invalid or expired. */
export function verifyResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(firebaseAuth(), code);
}

/** Sets the new password, then signs the user in with it. */
export async function resetPasswordAndSignIn(
  code: string,
  email: string,
  newPassword: string,
): Promise<void> {
  const auth = firebaseAuth();
  await confirmPasswordReset(auth, code, newPassword);
  const { user } = await signInWithEmailAndPassword(auth, email, newPassword);
  publishUser(user);
}
