import { sendPasswordResetEmail } from 'firebase/auth';
import { firebaseAuth } from '../../../lib/firebase';

export async function sendResetEmail(email: string): Promise<void> {
  // The link in the email opens this site's /auth page, which forwards to /reset-password.
  await sendPasswordResetEmail(firebaseAuth(), email.trim(), { url: `${window.location.origin}/login` });
}
