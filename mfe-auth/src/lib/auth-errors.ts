/** The messages a visitor sees for Firebase Auth errors, in one place. */
export const authMessages = {
  emailInUse: 'This email is already in use.',
  weakPassword: 'Please use a stronger password.',
  badCredentials: 'The email or password is incorrect.',
  tooManyRequests: 'This account is locked due to too many requests.',
  generic: 'An error occurred. Please try again.',
  invalidLogin: 'Invalid login attempt. Please try again.',
  invalidSignup: 'Invalid signup attempt. Please try again.',
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  passwordsDiffer: 'Passwords do not match.',
  needsPermission: 'Please confirm your age or ask your parent for permission',
  createUserFailed: 'Error creating new user. Please try again',
  resetSent: 'Please check your email for a reset link.',
  resetCodeInvalid: 'The reset code provided is either invalid or expired.',
  resetCodeEmpty: 'Invalid password reset code. Please try again.',
} as const;

const messageByCode: Record<string, string> = {
  'auth/email-already-in-use': authMessages.emailInUse,
  'auth/weak-password': authMessages.weakPassword,
  // Production reports invalid-credential; the emulator still says wrong-password or user-not-found.
  'auth/invalid-credential': authMessages.badCredentials,
  'auth/wrong-password': authMessages.badCredentials,
  'auth/user-not-found': authMessages.badCredentials,
  'auth/invalid-login-credentials': authMessages.badCredentials,
  'auth/too-many-requests': authMessages.tooManyRequests,
  'auth/invalid-email': authMessages.invalidEmail,
  'auth/missing-email': authMessages.invalidEmail,
};

export function authErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return null;
}

export function messageForAuthError(error: unknown): string {
  const code = authErrorCode(error);
  return (code && messageByCode[code]) || authMessages.generic;
}

// What Firebase may answer for an address it has no account for (the emulator says
// user-not-found; production, with email enumeration protection, answers success).
const unknownAccountCodes = new Set([
  'auth/user-not-found',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/**
 * The message after a failed password-reset request, or null when the page should say the email
 * is on its way: an unknown address gets the same answer as a known one, so the page never tells
 * anyone which emails have accounts.
 */
export function messageForResetRequestError(error: unknown): string | null {
  const code = authErrorCode(error);
  if (code && unknownAccountCodes.has(code)) return null;
  return messageForAuthError(error);
}
