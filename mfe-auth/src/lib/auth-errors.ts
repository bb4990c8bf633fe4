/** The messages a visitor sees for Firebase Auth errors, in one place. */
export const authMessages = {
  emailInUse: 'This email is already in use.',
  weakPassword: 'Please use a stronger password.',
  badCredentials: 'The email or password is incorrect.',
  tooManyRequests: 'This account is locked due to too many requests.',
  generic: 'An error occurred. Please try again.',
  invalidLogin: 'Invalid login attempt. Please try again.',
  invalidSignup: 'Invalid signup attempt. Please try again.',
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
