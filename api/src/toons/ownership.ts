// Who may do what with a toon: reading a public toon is open to all; everything else is the owner's.
import type { AuthUser } from '../auth/user.js';
import { HttpError, notFound } from '../http/errors.js';
import type { StoredToon } from './toon-repository.js';

export function requireFound(toon: StoredToon | null): StoredToon {
  if (!toon) throw notFound('No toon with this id.');
  return toon;
}

export function requireOwner(caller: AuthUser, toon: StoredToon): StoredToon {
  if (toon.document.user !== caller.uid) {
    throw new HttpError(403, 'forbidden', 'Only the toon’s owner can change it.');
  }
  return toon;
}

export function requireReadable(caller: AuthUser | null, toon: StoredToon): StoredToon {
  if (toon.document.isPublic || toon.document.user === caller?.uid) return toon;
  if (!caller) {
    throw new HttpError(401, 'unauthenticated', 'This toon is private: sign in as its owner.', undefined, {
      'WWW-Authenticate': 'Bearer',
    });
  }
  throw new HttpError(403, 'forbidden', 'This toon is private.');
}
