import { isAccountEmail } from 'shared-contracts/domain';
import { authMessages } from './auth-errors';

export interface LoginFields {
  email: string;
  password: string;
}

export interface SignupFields extends LoginFields {
  confirmPassword: string;
  hasPermission: boolean;
}

const filled = (value: string) => value.trim().length > 0;

/**
 * The shared account email rule (shared-contracts' account-email), the one the api's user document
 * takes. Checked before Firebase is touched, so an address the api would refuse never gets an
 * account, and a typo gets a message about the email rather than a generic error.
 */
export function isWellFormedEmail(value: string): boolean {
  return isAccountEmail(value.trim());
}

// The buttons enable on any input; blank-looking input is then refused with a message.
export function canSubmitLogin(fields: LoginFields): boolean {
  return fields.email.length > 0 && fields.password.length > 0;
}

/** null when the attempt may go to Firebase, else the message to show. */
export function loginProblem(fields: LoginFields): string | null {
  return filled(fields.email) && fields.password.length > 0 ? null : authMessages.invalidLogin;
}

export function canSubmitSignup(fields: SignupFields): boolean {
  return (
    fields.email.length > 0 &&
    fields.password.length > 0 &&
    fields.confirmPassword.length > 0 &&
    fields.hasPermission
  );
}

export function signupProblem(fields: SignupFields): string | null {
  if (!filled(fields.email) || !fields.password || !fields.confirmPassword) return authMessages.invalidSignup;
  if (!isWellFormedEmail(fields.email)) return authMessages.invalidEmail;
  if (fields.password !== fields.confirmPassword) return authMessages.passwordsDiffer;
  if (!fields.hasPermission) return authMessages.needsPermission;
  return null;
}

export function anonymousProblem(hasPermission: boolean): string | null {
  return hasPermission ? null : authMessages.needsPermission;
}

/** null when a password reset may be asked for this email, else the message to show. */
export function resetRequestProblem(email: string): string | null {
  return isWellFormedEmail(email) ? null : authMessages.invalidEmail;
}
