// What the api knows about a caller once their Firebase ID token has been verified.
export interface AuthUser {
  uid: string;
  email: string | null;
  /** True for Firebase anonymous sign-in (sign_in_provider "anonymous"). */
  isAnonymous: boolean;
  /**
   * True when the verified token carries the `moderator: true` custom claim (granted with
   * `npm run moderator`, moderation/moderator-claims.ts); absent otherwise. Never from a body.
   */
  isModerator?: true;
}

/**
 * Verifies a raw ID token. Throws InvalidTokenError when the token is the client's fault
 * (malformed, forged, expired, wrong project); anything else means the api could not check it.
 * Injected into the app so route tests can run without Firebase.
 */
export type TokenVerifier = (idToken: string) => Promise<AuthUser>;

export class InvalidTokenError extends Error {
  constructor(message = 'The ID token is invalid.') {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

/** The verifier could not reach what it needs (e.g. Google's public keys): not the client's fault. */
export class AuthUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AuthUnavailableError';
  }
}
