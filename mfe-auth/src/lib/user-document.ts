import type { User } from 'firebase/auth';
import { apiClient, HttpError } from 'web-kit';

export interface UserDocumentBody {
  email: string | null;
  isAnonymous: boolean;
}

/**
 * What a failed sign-up left behind: `nothing` (a new Firebase account deleted again), `guest`
 * (a guest's upgrade undone or never started: the same guest, with its toons) or `account` (the
 * Firebase account stays registered while its user document does not: pressing again finishes).
 */
export type SignUpLeftover = 'nothing' | 'guest' | 'account';

/**
 * The account's user document could not be written. `cause` is the last refusal (an HttpError when
 * the api answered); `left` says what the sign-up left behind.
 */
export class UserDocumentError extends Error {
  override name = 'UserDocumentError';
  readonly left: SignUpLeftover;

  constructor(message: string, options: { cause?: unknown; left?: SignUpLeftover } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.left = options.left ?? 'nothing';
  }
}

/** A failed sign-up step as a {@link UserDocumentError} saying what it left behind. */
export function failedSignUp(error: unknown, left: SignUpLeftover): UserDocumentError {
  return new UserDocumentError(error instanceof Error ? error.message : 'user document not saved', {
    cause: error instanceof UserDocumentError ? error.cause : error,
    left,
  });
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
 * Asks the api on the user's own token (the session may not know about this user yet), trying a
 * transient failure again; the last failure becomes a {@link UserDocumentError}.
 */
async function askAsUser<T>(user: User, ask: (authorization: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await ask(`Bearer ${await user.getIdToken()}`);
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

const documentPath = (user: User) => `/users/${encodeURIComponent(user.uid)}`;

/**
 * Creates the user's document, or updates it after an anonymous account is upgraded. The PUT is
 * idempotent (the same body twice leaves one document), so a transient failure is simply retried.
 */
export async function saveUserDocument(user: User, body: UserDocumentBody): Promise<void> {
  await askAsUser(user, (authorization) =>
    apiClient().put(documentPath(user), body, { auth: false, headers: { authorization } }),
  );
}

/**
 * Whether the api holds the user's document, asked before anything is changed in Firebase: an api
 * that cannot be reached or refuses the user now throws (a {@link UserDocumentError}) instead.
 */
export async function hasUserDocument(user: User): Promise<boolean> {
  try {
    await askAsUser(user, (authorization) =>
      apiClient().get(documentPath(user), { auth: false, headers: { authorization } }),
    );
    return true;
  } catch (error) {
    if (
      error instanceof UserDocumentError &&
      error.cause instanceof HttpError &&
      error.cause.status === 404
    ) {
      return false;
    }
    throw error;
  }
}
