// Who may switch releases: a deploy pipeline or the release command holding RELEASE_TOKEN, or a
// signed-in moderator (the moderation claim, read from the verified ID token). A token that is not
// RELEASE_TOKEN goes on to the Firebase check like any other, so a guess is refused (and counted by
// the refused-writes budget) exactly like a forged ID token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { callerOf } from '../auth/middleware.js';
import type { TokenVerifier } from '../auth/user.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';

/** The actor recorded for a switch made with RELEASE_TOKEN. */
export const TOKEN_ACTOR = 'token';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (of the digests), so the answer's timing says nothing of the token. */
function isReleaseToken(header: string | undefined, releaseToken: string | null): boolean {
  if (!releaseToken || !header) return false;
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(releaseToken));
}

/** The operator behind the request (`token`, or the moderator's uid); 401 or 403 for anyone else. */
export async function operatorOf(
  c: Context<AppEnv>,
  verifier: TokenVerifier,
  releaseToken: string | null,
): Promise<string> {
  if (isReleaseToken(c.req.header('authorization'), releaseToken)) return TOKEN_ACTOR;
  const user = await callerOf(c, verifier);
  if (!user) {
    throw new HttpError(401, 'unauthenticated', 'Sign in as a moderator, or send RELEASE_TOKEN.', undefined, {
      'WWW-Authenticate': 'Bearer',
    });
  }
  if (!user.isModerator)
    throw new HttpError(403, 'operator_only', 'Only moderators and release pipelines can do this.');
  return user.uid;
}
