import type { User } from 'firebase/auth';
import { apiClient, HttpError } from 'web-kit';

export interface UserDocumentBody {
  email: string | null;
  isAnonymous: boolean;
}

/**
 * The account exists in Firebase but its user document could not be written. `cause` is the last
 * refusal (an HttpError when the api answered); `accountKept` says the Firebase account stays (a
 * guest upgraded in place) rather than being deleted again.
 */
export class UserDocumentError extends Error {
  override name = 'UserDocumentError';
  readonly accountKept: boolean;

  constructor(message: string, options: { cause?: unknown; accountKept?: boolean } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.accountKept = options.accountKept ?? false;
  }
}

/** Waits before the second and third attempts: a brief outage or a busy api gets a moment. */
export const USER_DOCUMENT_RETRY_DELAYS_MS = [300, 1000] as const;

/** Longest Retry-After still worth waiting for on the page; a longer one is reported instead. */
const LONGEST_WAIT_SECONDS = 2;

/**
 * Worth asking again: the api could not be reached, was busy, or failed on its side. A 429 whose
 * Retry-After is minutes away (the network's sign-up budget is spent) is not: the player is told.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.status === 429) return (error.retryAfterSeconds ?? 0) <= LONGEST_WAIT_SECONDS;
  return error.status === 0 || error.status >= 500;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Creates the user's document, or updates it after an anonymous account is upgraded. The PUT is
 * idempotent (the same body twice leaves one document), so a transient failure is simply retried.
 */
export async function saveUserDocument(user: User, body: UserDocumentBody): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      // The user's own token: the session may not know about this user yet.
      const token = await user.getIdToken();
      await apiClient().put(`/users/${encodeURIComponent(user.uid)}`, body, {
        auth: false,
        headers: { authorization: `Bearer ${token}` },
      });
      return;
    } catch (error) {
      const delay = USER_DOCUMENT_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isTransientFailure(error)) {
        throw new UserDocumentError(error instanceof Error ? error.message : 'user document not saved', {
          cause: error,
        });
      }
      await pause(delay);
    }
  }
}
