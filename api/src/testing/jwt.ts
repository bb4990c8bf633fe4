// Hand-made JWTs for auth tests: unsigned ones shaped like the Auth emulator's, and RS256 ones
// signed with a key Firebase never issued (a forgery).
import { generateKeyPairSync, sign } from 'node:crypto';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface ClaimsOptions {
  projectId?: string;
  uid?: string;
  email?: string;
  provider?: string;
  /** Seconds from now until expiry (negative: already expired). */
  expiresIn?: number;
}

export function firebaseClaims({
  projectId = 'demo-trinket',
  uid = 'forged-uid',
  email,
  provider = 'password',
  expiresIn = 3600,
}: ClaimsOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 10,
    user_id: uid,
    sub: uid,
    iat: now - 10,
    exp: now + expiresIn,
    ...(email ? { email, email_verified: false } : {}),
    firebase: { identities: {}, sign_in_provider: provider },
  };
}

/** What the Auth emulator issues: alg "none", empty signature. */
export function unsignedToken(claims: object): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/** RS256 with a freshly generated key and a made-up kid. */
export function forgedRs256Token(claims: object): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid: 'not-a-google-key' })}.${encode(claims)}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}
