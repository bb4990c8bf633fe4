// A TokenVerifier for route tests that need no Firebase: "user:<uid>", "anon:<uid>" and "mod:<uid>"
// (a user with the moderator claim) are valid tokens (email <uid>@example.test for users),
// "unavailable" simulates Firebase being unreachable, anything else is rejected like a forged token.
import { AuthUnavailableError, type AuthUser, InvalidTokenError, type TokenVerifier } from '../auth/user.js';

export const fakeVerifier: TokenVerifier = async (token) => {
  const [kind, uid] = token.split(':');
  if (kind === 'user' && uid)
    return { uid, email: `${uid}@example.test`, isAnonymous: false } satisfies AuthUser;
  if (kind === 'anon' && uid) return { uid, email: null, isAnonymous: true } satisfies AuthUser;
  if (kind === 'mod' && uid)
    return { uid, email: `${uid}@example.test`, isAnonymous: false, isModerator: true } satisfies AuthUser;
  if (token === 'unavailable') throw new AuthUnavailableError('Firebase is unreachable (fake).');
  throw new InvalidTokenError();
};
