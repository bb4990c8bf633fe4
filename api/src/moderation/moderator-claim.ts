// The Firebase custom claim that makes an account a moderator. It lives in the account (set with
// firebase-admin, see moderator-claims.ts) and reaches the api inside each verified ID token.
export const MODERATOR_CLAIM = 'moderator';
