// Collecting, buying and entering giveaways need a registered account: anonymous sessions are
// turned away with a reason the page can show next to its sign-up invitation.
import type { AuthUser } from '../auth/user.js';
import { HttpError } from '../http/errors.js';

export function registeredCaller(caller: AuthUser | null, doing: string): AuthUser {
  if (!caller) throw new HttpError(401, 'unauthenticated', 'Sign in to use this.');
  if (caller.isAnonymous) {
    throw new HttpError(403, 'account_required', `Create an account to ${doing}.`);
  }
  return caller;
}
