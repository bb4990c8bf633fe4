import type { User } from 'firebase/auth';
import { setSessionUser } from 'web-kit';
import { isGuestAccount } from './guest-account';

/** Tells the session at once (Firebase's own listener follows a moment later). */
export function publishUser(user: User): void {
  setSessionUser({ uid: user.uid, email: user.email, isAnonymous: isGuestAccount(user) });
}
