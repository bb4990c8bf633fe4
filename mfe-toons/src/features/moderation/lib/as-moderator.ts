import { getIdToken, HttpError } from 'web-kit';

/** True when the api refused the caller for lacking the moderator claim. */
export function isNotModerator(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403 && error.code === 'moderator_only';
}

/**
 * Runs a moderator's request; when the api says the token carries no moderator claim, asks Firebase
 * for a fresh token once and tries again: a player just made a moderator need not sign in again.
 */
export async function asModerator<T>(
  request: () => Promise<T>,
  refreshToken: (force: boolean) => Promise<string | null> = getIdToken,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!isNotModerator(error)) throw error;
    await refreshToken(true);
    return request();
  }
}
