import { signInWithEmailAndPassword } from 'firebase/auth';
import { firebaseAuth } from '../../../lib/firebase';
import { publishUser } from '../../../lib/session-user';

export async function signIn(email: string, password: string): Promise<void> {
  const { user } = await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password);
  publishUser(user);
}
