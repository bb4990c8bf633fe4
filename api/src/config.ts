// Environment configuration, parsed once at start with zod so a bad value fails fast with the
// variable's name instead of surfacing later as an odd runtime error.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteParts } from 'build-preset/parts';
import { z } from 'zod';
import { UPSTREAM_TIMEOUT_MS } from './game-data/game-service.js';
import { DEFAULT_REMOTE_ORIGINS, parseRemoteOrigins, type RemoteOrigins } from './releases/remote-origins.js';
import { isLoopbackHost } from './security/loopback.js';

// src/config.ts and dist/config.js sit at the same depth, so this resolves to the repo root from both.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** PGLITE_DIR value that keeps the embedded database in memory (nothing written to disk). */
export const IN_MEMORY = 'memory://';

/** The site's parts on localhost, from the one parts manifest (shared-contracts/parts.json). */
const DEFAULT_CORS_ORIGINS = siteParts.parts.map((part) => `http://localhost:${part.port}`);

// `.env` files and CI settings often carry `NAME=` for "unset": treat blank as absent.
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
// prefault (not default): the fallback is parsed like a real value, so transforms apply to it too.
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(blankAsUnset, schema.prefault(fallback));

/** The game's public APIs and rendering service (github.com/ToontownRewritten/api-doc). */
export const DEFAULT_GAME_API_BASE_URL = 'https://www.toontownrewritten.com/api';
export const DEFAULT_RENDITION_BASE_URL = 'https://rendition.toontownrewritten.com';

/**
 * Our own choices, not game numbers: a person tracking toons by hand, or ToonLink reporting a few
 * game windows, stays far below 120 writes a minute; Firebase itself allows about 100 sign-ups an
 * hour per address, and 60 user documents an hour leaves room for a shared (school, café) address.
 * A browser whose token lapsed retries after refreshing it: a few refused writes a minute at most.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  writesPerMinute: 120,
  signupsPerHour: 60,
  refusedPerMinute: 60,
  // A page view sends one or two telemetry beacons; 30 a minute leaves room for a shared address.
  telemetryPerMinute: 30,
};

/**
 * When a canary is rolled back by itself (telemetry/canary-verdict.ts): our own choices, not
 * figures from anywhere: 50 loads before a verdict, and a failure rate 5 points above live's.
 */
export const DEFAULT_CANARY_RULE: CanaryRule = { minLoads: 50, maxExtraFailureRate: 0.05 };

const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: 'expected a whole number' })
    .int({ error: 'expected a whole number' })
    .min(min, { error: `expected at least ${min}` })
    .max(max, { error: `expected at most ${max}` });

const origin = z.string().refine(
  (value) => {
    try {
      return new URL(value).origin === value;
    } catch {
      return false;
    }
  },
  { error: (issue) => `"${String(issue.input)}" is not an origin like http://localhost:3000` },
);

const envSchema = z.object({
  PORT: withDefault(integer(0, 65_535), 3100),
  HOST: withDefault(z.string(), '127.0.0.1'),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, { error: 'expected a postgres:// or postgresql:// URL' }),
  ),
  PGLITE_DIR: withDefault(z.string(), path.join(repoRoot, '.data/pglite')),
  FIREBASE_PROJECT_ID: withDefault(
    z.string().regex(/^[a-z0-9-]+$/, { error: 'expected a Firebase project id (a-z, 0-9, -)' }),
    'demo-trinket',
  ),
  FIREBASE_AUTH_EMULATOR_HOST: optional(
    z.string().regex(/^[^\s:/]+:\d{1,5}$/, { error: 'expected host:port, e.g. 127.0.0.1:9099' }),
  ),
  LOG_LEVEL: withDefault(z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }), 'info'),
  BODY_LIMIT_BYTES: withDefault(integer(1, 1024 * 1024 * 1024), 100 * 1024),
  GAME_API_BASE_URL: withDefault(z.url({ error: 'expected an http(s) URL' }), DEFAULT_GAME_API_BASE_URL),
  RENDITION_BASE_URL: withDefault(z.url({ error: 'expected an http(s) URL' }), DEFAULT_RENDITION_BASE_URL),
  GAME_API_TIMEOUT_MS: withDefault(integer(100, 60_000), UPSTREAM_TIMEOUT_MS),
  POPULATION_SAMPLE_SECONDS: withDefault(integer(5, 24 * 60 * 60), 300),
  CORS_ORIGINS: withDefault(
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin)),
    DEFAULT_CORS_ORIGINS.join(','),
  ),
  MAKESHIP_SOURCE: withDefault(
    z.string().refine((value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) || /^https?:\/\//i.test(value), {
      error: 'expected an http(s) URL or a file path',
    }),
    path.join(repoRoot, 'api/data/makeship-sample.json'),
  ),
  MAKESHIP_CACHE_SECONDS: withDefault(integer(0, 86_400), 300),
  RATE_LIMIT_WRITES_PER_MINUTE: withDefault(integer(0, 1_000_000), DEFAULT_RATE_LIMITS.writesPerMinute),
  RATE_LIMIT_SIGNUPS_PER_HOUR: withDefault(integer(0, 1_000_000), DEFAULT_RATE_LIMITS.signupsPerHour),
  RATE_LIMIT_REFUSED_PER_MINUTE: withDefault(integer(0, 1_000_000), DEFAULT_RATE_LIMITS.refusedPerMinute),
  RATE_LIMIT_TELEMETRY_PER_MINUTE: withDefault(
    integer(0, 1_000_000),
    DEFAULT_RATE_LIMITS.telemetryPerMinute ?? 0,
  ),
  CANARY_MIN_LOADS: withDefault(integer(1, 1_000_000), DEFAULT_CANARY_RULE.minLoads),
  CANARY_MAX_EXTRA_FAILURE_RATE: withDefault(
    z.coerce
      .number({ error: 'expected a number from 0 to 1' })
      .min(0, { error: 'expected a number from 0 to 1' })
      .max(1, { error: 'expected a number from 0 to 1' }),
    DEFAULT_CANARY_RULE.maxExtraFailureRate,
  ),
  TRUST_PROXY_HOPS: withDefault(integer(0, 10), 0),
  TRUST_PROXY_SECRET: optional(
    z
      .string()
      .regex(/^[\x21-\x7e]{16,256}$/, { error: 'expected 16 to 256 printable characters, no spaces' }),
  ),
  RELEASE_TOKEN: optional(
    z
      .string()
      .regex(/^[\x21-\x7e]{32,256}$/, { error: 'expected 32 to 256 printable characters, no spaces' }),
  ),
  REMOTE_ORIGINS: optional(
    z.string().transform((value, context) => {
      try {
        return parseRemoteOrigins(value);
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message: `expected name=http(s) URL, comma-separated: ${(error as Error).message}`,
        });
        return z.NEVER;
      }
    }),
  ),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'expected a redis:// or rediss:// URL')
    .optional(),
});

// In emulator mode firebase-admin accepts unsigned tokens naming any existing uid: safe only while
// nobody but this machine can reach the api.
const envRules = envSchema.superRefine((vars, context) => {
  if (vars.FIREBASE_AUTH_EMULATOR_HOST && !isLoopbackHost(vars.HOST)) {
    context.addIssue({
      code: 'custom',
      path: ['HOST'],
      message:
        'with FIREBASE_AUTH_EMULATOR_HOST set the api accepts unsigned ID tokens, so it listens on loopback ' +
        'only (127.0.0.1, ::1 or localhost); unset FIREBASE_AUTH_EMULATOR_HOST to serve other hosts',
    });
  }
});

/** Request budgets (see security/rate-limits.ts); 0 switches a limit off. */
export interface RateLimits {
  /** POST/PUT/PATCH/DELETE per verified uid per minute, shared by every replica. */
  writesPerMinute: number;
  /**
   * User rows created (sign-up: PUT /api/users/:uid, or a first toon or ToonLink event, whichever
   * comes first; users/admit-user.ts) per client address per hour, shared by every replica.
   */
  signupsPerHour: number;
  /** Writes refused for their token (none or a bad one) per client address per minute, per replica. */
  refusedPerMinute: number;
  /**
   * Telemetry beacons (POST /api/telemetry, never signed in) per client address per minute, shared
   * by every replica; they spend no other budget. Unset: not limited (route tests).
   */
  telemetryPerMinute?: number;
}

/** A canary is rolled back once it has minLoads loads and fails more often than live by over the margin. */
export interface CanaryRule {
  minLoads: number;
  /** The margin, as a rate (0.05: five failed loads in a hundred more than live). */
  maxExtraFailureRate: number;
}

export interface Config {
  port: number;
  host: string;
  /** When set the api uses this PostgreSQL server; otherwise the embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://`. Ignored when databaseUrl is set. */
  pgliteDir: string;
  firebaseProjectId: string;
  /**
   * host:port of the Firebase Auth emulator; when set, emulator (unsigned) tokens are accepted and
   * `host` must be a loopback address.
   */
  firebaseAuthEmulatorHost: string | undefined;
  logLevel: LogLevel;
  bodyLimitBytes: number;
  corsOrigins: string[];
  /** Base of the game's public APIs (npm start points it at the offline stand-in). */
  gameApiBaseUrl: string;
  /** Base of the rendering service for doodle and toon pictures. */
  renditionBaseUrl: string;
  /** A request to the game's APIs is given up after this long (visitors are served the old copy sooner). */
  gameApiTimeoutMs: number;
  /** How often population is sampled into the history, in seconds. */
  populationSampleSeconds: number;
  /** Where Makeship campaigns come from: an http(s) URL or a JSON file (absolute path). */
  makeshipSource: string;
  /** How long fetched campaigns are served before the source is asked again. */
  makeshipCacheSeconds: number;
  rateLimits: RateLimits;
  /**
   * How many proxies in front of the api append to X-Forwarded-For; the client address is that many
   * entries from its right. 0: the socket's (a client-sent X-Forwarded-For is never believed).
   * `npm start` sets 1, the site server (process/start-api.ts apiBehindSiteServerEnv).
   */
  trustProxyHops: number;
  /**
   * When set, X-Forwarded-For is believed only on a request whose X-Proxy-Secret header holds this
   * value (the site server adds it), so a client that reaches the api past its proxies is counted
   * by its socket address. null: every request's X-Forwarded-For is read (for trustProxyHops).
   */
  trustProxySecret: string | null;
  /**
   * Where the rate limits keep their budgets when a Redis server is configured (shared by every
   * replica, like the database they use otherwise); null: the api's own database.
   */
  redisUrl: string | null;
  /**
   * RELEASE_TOKEN: a bearer token that may promote, roll back and canary remote releases (deploy
   * pipelines, `npm run release`); null: only signed-in moderators may.
   */
  releaseToken: string | null;
  /** REMOTE_ORIGINS: each remote's base URL, the only place the api fetches its manifests from. */
  remoteOrigins: RemoteOrigins;
  /** The automatic rollback's rule (CANARY_MIN_LOADS, CANARY_MAX_EXTRA_FAILURE_RATE). */
  canary: CanaryRule;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Pure: reads only the given env (pass `process.env` in main). Throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envRules.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '(environment)');
        const value = env[name];
        // A secret, even a malformed one, stays out of the log.
        const shown =
          value === undefined || /_(SECRET|TOKEN)$/.test(name) ? '' : ` (got ${JSON.stringify(value)})`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    pgliteDir: vars.PGLITE_DIR === IN_MEMORY ? IN_MEMORY : path.resolve(vars.PGLITE_DIR),
    firebaseProjectId: vars.FIREBASE_PROJECT_ID,
    firebaseAuthEmulatorHost: vars.FIREBASE_AUTH_EMULATOR_HOST,
    logLevel: vars.LOG_LEVEL,
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    corsOrigins: vars.CORS_ORIGINS,
    gameApiBaseUrl: vars.GAME_API_BASE_URL,
    renditionBaseUrl: vars.RENDITION_BASE_URL,
    gameApiTimeoutMs: vars.GAME_API_TIMEOUT_MS,
    populationSampleSeconds: vars.POPULATION_SAMPLE_SECONDS,
    makeshipSource: /^https?:\/\//i.test(vars.MAKESHIP_SOURCE)
      ? vars.MAKESHIP_SOURCE
      : path.resolve(vars.MAKESHIP_SOURCE),
    makeshipCacheSeconds: vars.MAKESHIP_CACHE_SECONDS,
    rateLimits: {
      writesPerMinute: vars.RATE_LIMIT_WRITES_PER_MINUTE,
      signupsPerHour: vars.RATE_LIMIT_SIGNUPS_PER_HOUR,
      refusedPerMinute: vars.RATE_LIMIT_REFUSED_PER_MINUTE,
      telemetryPerMinute: vars.RATE_LIMIT_TELEMETRY_PER_MINUTE,
    },
    trustProxyHops: vars.TRUST_PROXY_HOPS,
    trustProxySecret: vars.TRUST_PROXY_SECRET ?? null,
    redisUrl: vars.REDIS_URL ?? null,
    releaseToken: vars.RELEASE_TOKEN ?? null,
    remoteOrigins: vars.REMOTE_ORIGINS ?? DEFAULT_REMOTE_ORIGINS,
    canary: {
      minLoads: vars.CANARY_MIN_LOADS,
      maxExtraFailureRate: vars.CANARY_MAX_EXTRA_FAILURE_RATE,
    },
  };
}
