// The Hono environment shared by every route: per-request variables set by middleware.
import type { AuthUser } from '../auth/user.js';

export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set by optionalAuth/requireAuth: the verified caller, or null when anonymous to the api. */
    user: AuthUser | null;
    /** The bearer token's check, started at most once per request (auth/middleware.ts callerOf). */
    caller: Promise<AuthUser | null>;
  };
}
