import { HttpError } from 'web-kit';
import { authMessages, messageForAuthError } from './auth-errors';
import { UserDocumentError } from './user-document';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A wait as a player reads it, rounded up: "45 seconds", "46 minutes", "3 hours". */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second');
  if (whole < 90 * 60) return plural(Math.ceil(whole / 60), 'minute');
  return plural(Math.ceil(whole / 3600), 'hour');
}

/**
 * What the page says when an account's user document could not be saved: the spec's message, then
 * why, when the api said why in a way the player can act on (its sign-up budget, with the wait).
 */
export function userDocumentFailureMessage(failure: UserDocumentError): string {
  const base = authMessages.createUserFailed;
  const refusal = failure.cause instanceof HttpError ? failure.cause : null;
  const reasons: string[] = [];
  if (refusal?.status === 429) {
    const when =
      refusal.retryAfterSeconds === null ? 'later' : `in ${waitInWords(refusal.retryAfterSeconds)}`;
    reasons.push(`Too many accounts were made from your network: try again ${when}.`);
  }
  if (failure.accountKept) {
    reasons.push(
      'Your email and password are set, but the site has not saved your account yet: press Create account again to finish.',
    );
  }
  return reasons.length === 0 ? base : `${base}. ${reasons.join(' ')}`;
}

/** The message for any failure of a sign-up or a guest sign-in. */
export function signInFailureMessage(failure: unknown): string {
  return failure instanceof UserDocumentError
    ? userDocumentFailureMessage(failure)
    : messageForAuthError(failure);
}
