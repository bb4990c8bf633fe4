// Reads "Authorization: Bearer <token>" and verifies the token.
import { type AuthUser, InvalidTokenError, type TokenVerifier } from './user.js';

// Firebase ID tokens are ~1 kB; anything far larger is not one and is not worth decoding.
const MAX_TOKEN_LENGTH = 8 * 1024;

/** null when there is no Authorization header; throws InvalidTokenError when it is unusable. */
export async function verifyBearer(
  header: string | undefined,
  verify: TokenVerifier,
): Promise<AuthUser | null> {
  if (header === undefined || header.trim() === '') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  if (!token) throw new InvalidTokenError('The Authorization header must be "Bearer <Firebase ID token>".');
  if (token.length > MAX_TOKEN_LENGTH) throw new InvalidTokenError();
  return verify(token);
}
