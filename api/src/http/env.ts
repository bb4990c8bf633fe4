// The Hono environment shared by every route: per-request variables set by middleware.
import type { AuthUser } from '../auth/user.js';

export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set by optionalAuth/requireAuth: the verified caller, or null when anonymous to the api. */
    user: AuthUser | null;
    /** The bearer token's check, started at most once per request (auth/middleware.ts callerOf). */
    caller: Promise<AuthUser | null>;
    /**
     * Set by the rate limits (security/rate-limits.ts): spends one of the sign-ups of the network
     * this request came from, or throws 429. Unset when that limit is off. Spent only through
     * users/admit-user.ts, before a user row is created.
     */
    spendSignUp?: () => Promise<void>;
  };
}
