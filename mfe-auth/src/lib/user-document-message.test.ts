import { describe, expect, it } from 'vitest';
import { HttpError } from 'web-kit';
import { authMessages } from './auth-errors';
import { isTransientFailure, UserDocumentError } from './user-document';
import { signInFailureMessage, waitInWords } from './user-document-message';

const refusal = (status: number, retryAfterSeconds: number | null = null) =>
  new HttpError({
    status,
    body: '',
    url: '/api/users/u',
    method: 'PUT',
    reason: 'Too many accounts set up from your network: try again in 2760 s.',
    code: status === 429 ? 'rate_limited' : 'bad_request',
    retryAfterSeconds,
  });

describe('waitInWords', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [2760, '46 minutes'],
    [89 * 60, '89 minutes'],
    [90 * 60, '2 hours'],
    [86_400, '24 hours'],
  ])('%d s → %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

describe('signInFailureMessage', () => {
  it('keeps the spec’s message and adds the sign-up budget and the wait', () => {
    const failure = new UserDocumentError('refused', { cause: refusal(429, 2760) });
    expect(signInFailureMessage(failure)).toBe(
      'Error creating new user. Please try again. Too many accounts were made from your network: try again in 46 minutes.',
    );
  });

  it('says "later" when the api named no time', () => {
    const failure = new UserDocumentError('refused', { cause: refusal(429) });
    expect(signInFailureMessage(failure)).toBe(
      'Error creating new user. Please try again. Too many accounts were made from your network: try again later.',
    );
  });

  it('says the account is set but not saved when Firebase kept it', () => {
    const failure = new UserDocumentError('refused', { cause: refusal(400), left: 'account' });
    expect(signInFailureMessage(failure)).toBe(
      'Error creating new user. Please try again. Your email and password are set, but the site has not saved your account yet: press Create account again to finish.',
    );
  });

  it.each([
    [refusal(503), 'the site could not save it just now'],
    [refusal(0), 'the site could not be reached'],
    [new Error('offline'), 'the site could not be reached'],
    [refusal(429, 2760), 'too many accounts were made from your network: try again in 46 minutes'],
    [refusal(400), 'the site refused it (Too many accounts set up from your network: try again in 2760 s)'],
  ])('says a guest whose upgrade was undone is still a guest, and why (%#)', (cause, why) => {
    const failure = new UserDocumentError('refused', { cause, left: 'guest' });
    expect(signInFailureMessage(failure)).toBe(
      `Error creating new user. Please try again. Your account was not created: ${why}. You are still signed in as a guest; your Toons are safe.`,
    );
  });

  it('is the spec’s message alone for any other refusal, and the Firebase message for Firebase errors', () => {
    expect(signInFailureMessage(new UserDocumentError('x', { cause: refusal(400) }))).toBe(
      authMessages.createUserFailed,
    );
    expect(signInFailureMessage({ code: 'auth/email-already-in-use' })).toBe(authMessages.emailInUse);
  });
});

describe('isTransientFailure', () => {
  it('retries a brief 429, a 5xx and a network failure, not a spent sign-up budget or a 400', () => {
    expect(isTransientFailure(refusal(429, 1))).toBe(true);
    expect(isTransientFailure(refusal(429))).toBe(true);
    expect(isTransientFailure(refusal(503))).toBe(true);
    expect(isTransientFailure(refusal(0))).toBe(true);
    expect(isTransientFailure(refusal(429, 2760))).toBe(false);
    expect(isTransientFailure(refusal(400))).toBe(false);
  });
});
