import { type ReleaseStatus, ReleaseStatusSchema } from 'shared-contracts/domain';
import { apiClient, getIdToken, HttpError } from 'web-kit';

/** True when the api refused the caller as not an operator (no moderator claim, or no sign-in). */
export function isNotOperator(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 401 || error.status === 403);
}

/**
 * `GET /api/releases/status` (operators). When the api says the token carries no moderator claim,
 * Firebase is asked for a fresh token once: a player just made a moderator need not sign in again.
 */
export async function getReleaseStatus(signal?: AbortSignal): Promise<ReleaseStatus> {
  const request = () => apiClient().get('/releases/status', { schema: ReleaseStatusSchema, signal });
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 403)) throw error;
    await getIdToken(true);
    return request();
  }
}
