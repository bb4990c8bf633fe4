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

const budgetSpent = (refusal: HttpError) =>
  `too many accounts were made from your network: try again ${
    refusal.retryAfterSeconds === null ? 'later' : `in ${waitInWords(refusal.retryAfterSeconds)}`
  }`;

/** Why the api did not save a user document, as the end of a sentence. */
function refusalInWords(cause: unknown): string {
  if (!(cause instanceof HttpError) || cause.status === 0) return 'the site could not be reached';
  if (cause.status === 429) return budgetSpent(cause);
  if (cause.status >= 500) return 'the site could not save it just now';
  return `the site refused it (${cause.reason.replace(/\.$/, '')})`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the page says when an account's user document could not be saved: the spec's message, then
 * why, when the player can act on it (the network's sign-up budget, with the wait), and where the
 * player stands: still the same guest, or an account that the next press finishes.
 */
export function userDocumentFailureMessage(failure: UserDocumentError): string {
  const base = authMessages.createUserFailed;
  const refusal = failure.cause instanceof HttpError ? failure.cause : null;
  if (failure.left === 'guest') {
    return `${base}. Your account was not created: ${refusalInWords(failure.cause)}. You are still signed in as a guest; your Toons are safe.`;
  }
  const reasons: string[] = [];
  if (refusal?.status === 429) reasons.push(`${capitalized(budgetSpent(refusal))}.`);
  if (failure.left === 'account') {
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
