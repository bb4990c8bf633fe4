import type { User } from 'firebase/auth';
import { setSessionUser } from 'web-kit';

/** Tells the session at once (Firebase's own listener follows a moment later). */
export function publishUser(user: User): void {
  setSessionUser({ uid: user.uid, email: user.email, isAnonymous: user.isAnonymous });
}
