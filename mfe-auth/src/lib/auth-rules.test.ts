import { CreateUserBodySchema } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { authMessages, messageForAuthError, messageForResetRequestError } from './auth-errors';
import {
  anonymousProblem,
  canSubmitLogin,
  canSubmitSignup,
  isWellFormedEmail,
  loginProblem,
  resetRequestProblem,
  signupProblem,
} from './form-rules';
import { passwordChecks } from './password-rules';

describe('messageForAuthError', () => {
  it.each([
    ['auth/email-already-in-use', 'This email is already in use.'],
    ['auth/weak-password', 'Please use a stronger password.'],
    ['auth/invalid-credential', 'The email or password is incorrect.'],
    ['auth/wrong-password', 'The email or password is incorrect.'],
    ['auth/user-not-found', 'The email or password is incorrect.'],
    ['auth/too-many-requests', 'This account is locked due to too many requests.'],
    ['auth/network-request-failed', 'An error occurred. Please try again.'],
  ])('maps %s', (code, message) => {
    expect(messageForAuthError({ code })).toBe(message);
  });

  it('falls back for anything that is not a Firebase error', () => {
    expect(messageForAuthError(new Error('x'))).toBe(authMessages.generic);
    expect(messageForAuthError(null)).toBe(authMessages.generic);
    expect(messageForAuthError({ code: 42 })).toBe(authMessages.generic);
  });
});

describe('passwordChecks', () => {
  it('checks each rule separately', () => {
    const met = (password: string) =>
      passwordChecks(password)
        .filter((check) => check.met)
        .map((check) => check.id);
    expect(met('')).toEqual([]);
    expect(met('abcdefgh')).toEqual(['length', 'lowercase']);
    expect(met('Abcdef1!')).toEqual(['length', 'uppercase', 'lowercase', 'number', 'symbol']);
    expect(met('ÉCOLE 9')).toEqual(['uppercase', 'number']);
  });
});

describe('form rules', () => {
  const signup = {
    email: 'a@example.com',
    password: 'Secret1!',
    confirmPassword: 'Secret1!',
    hasPermission: true,
  };

  it('enables log in only with both fields', () => {
    expect(canSubmitLogin({ email: 'a@example.com', password: '' })).toBe(false);
    expect(loginProblem({ email: '  ', password: 'x' })).toBe('Invalid login attempt. Please try again.');
    expect(canSubmitLogin({ email: 'a@example.com', password: 'x' })).toBe(true);
    expect(loginProblem({ email: '', password: '' })).toBe('Invalid login attempt. Please try again.');
  });

  it('enables create account only with three fields and the toggle', () => {
    expect(canSubmitSignup(signup)).toBe(true);
    expect(canSubmitSignup({ ...signup, hasPermission: false })).toBe(false);
    expect(canSubmitSignup({ ...signup, confirmPassword: '' })).toBe(false);
  });

  it('explains a refused signup', () => {
    expect(signupProblem(signup)).toBeNull();
    expect(signupProblem({ ...signup, email: '' })).toBe('Invalid signup attempt. Please try again.');
    expect(signupProblem({ ...signup, confirmPassword: 'Other1!' })).toBe('Passwords do not match.');
    expect(signupProblem({ ...signup, hasPermission: false })).toBe(
      'Please confirm your age or ask your parent for permission',
    );
  });

  it('says a malformed email is not an email before anything is sent', () => {
    for (const email of [
      'flippy',
      'flippy@',
      '@example.com',
      'flip py@example.com',
      'flippy@example',
      'a@@b.c',
    ]) {
      expect(isWellFormedEmail(email)).toBe(false);
      expect(signupProblem({ ...signup, email })).toBe(authMessages.invalidEmail);
      expect(resetRequestProblem(email)).toBe(authMessages.invalidEmail);
    }
    expect(isWellFormedEmail(' flippy@toontown.example ')).toBe(true);
    expect(resetRequestProblem('flippy@toontown.example')).toBeNull();
    expect(messageForAuthError({ code: 'auth/invalid-email' })).toBe(authMessages.invalidEmail);
  });

  it('takes exactly the addresses the api takes, # & ! included', () => {
    for (const address of [
      'qa#anon@example.com',
      'a&b@example.com',
      'x!y@example.com',
      "o'brien+toons@example.co.uk",
      'flippy@example',
      '"quoted"@example.com',
      'a@example..com',
      'a,b@example.com',
    ]) {
      const api = CreateUserBodySchema.safeParse({ email: address, isAnonymous: false }).success;
      expect(isWellFormedEmail(address), address).toBe(api);
      expect(signupProblem({ ...signup, email: address }), address).toBe(
        api ? null : authMessages.invalidEmail,
      );
    }
    expect(isWellFormedEmail('qa#anon@example.com')).toBe(true);
  });

  it('answers a reset request for an unknown email as for a known one', () => {
    expect(messageForResetRequestError({ code: 'auth/user-not-found' })).toBeNull();
    expect(messageForResetRequestError({ code: 'auth/invalid-credential' })).toBeNull();
    expect(messageForResetRequestError({ code: 'auth/too-many-requests' })).toBe(
      authMessages.tooManyRequests,
    );
    expect(messageForResetRequestError(new Error('offline'))).toBe(authMessages.generic);
  });

  it('needs the toggle to continue anonymously', () => {
    expect(anonymousProblem(false)).toBe('Please confirm your age or ask your parent for permission');
    expect(anonymousProblem(true)).toBeNull();
  });
});
