// Builds the HTTP app from injected dependencies (no module state), so tests build as many as they like.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { requestId } from 'hono/request-id';
import type { Redis } from 'ioredis';
import type { ArcadeBudgets } from './arcade/arcade-budgets.js';
import type { TokenVerifier } from './auth/user.js';
import { type Config, DEFAULT_CANARY_RULE } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { AppEnv } from './http/env.js';
import { errorResponse, HttpError, handleError } from './http/errors.js';
import { READ_METHODS } from './http/read-methods.js';
import { requestLog } from './http/request-log.js';
import type { Logger } from './logger.js';
import { createMakeshipFeed, type MakeshipFeed, SAMPLE_SOURCE } from './makeship/makeship-feed.js';
import { RELEASE_FETCH_TIMEOUT_MS } from './releases/release-service.js';
import { DEFAULT_REMOTE_ORIGINS } from './releases/remote-origins.js';
import { arcadeRoutes } from './routes/arcade.js';
import { fileRoutes } from './routes/files.js';
import { type GameRoutesDeps, gameRoutes } from './routes/game.js';
import { giveawayRoutes } from './routes/giveaways.js';
import { healthRoutes } from './routes/health.js';
import { makeshipRoutes } from './routes/makeship.js';
import { meRoutes } from './routes/me.js';
import { moderationRoutes } from './routes/moderation.js';
import { promotionRoutes } from './routes/promotions.js';
import { releaseStatusRoutes } from './routes/release-status.js';
import { releaseRoutes } from './routes/releases.js';
import { storeRoutes } from './routes/store.js';
import { telemetryRoutes } from './routes/telemetry.js';
import { toonLinkRoutes } from './routes/toonlink.js';
import { toonRoutes } from './routes/toons.js';
import { noteRankingWrites, topToonsRoutes } from './routes/top-toons.js';
import { trinketRoutes } from './routes/trinkets.js';
import { userRoutes } from './routes/users.js';
import { rateLimits } from './security/rate-limits.js';
import { securityHeaders } from './security/security-headers.js';
import { type ShopData, shippedShopData } from './store/shop-data.js';
import { topToons } from './toons/toon-repository.js';
import { createTopToonsCache, type TopToonsCacheOptions } from './toons/top-toons-cache.js';
import { readVersion } from './version.js';

export interface AppDeps {
  /** Without rateLimits nothing is rate limited (route tests, the bench); main.ts passes the configured ones. */
  config: Pick<Config, 'bodyLimitBytes' | 'corsOrigins'> &
    Partial<
      Pick<
        Config,
        'rateLimits' | 'trustProxyHops' | 'trustProxySecret' | 'canary' | 'releaseToken' | 'remoteOrigins'
      >
    >;
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  verifier: TokenVerifier;
  logger: Logger;
  version?: string;
  /** ms since epoch; defaults to now. */
  startedAt?: number;
  /**
   * The clock stamped on writes (createdAt, lastEditedAt, verifiedAt); defaults to the system clock.
   * (Rate-limit windows follow the system clock: their store reads Date.now.)
   */
  now?: () => Date;
  /** Makeship campaigns; defaults to the shipped sample file, cached for 5 minutes. */
  makeship?: MakeshipFeed;
  /** The store's catalogue, giveaways and promotions; defaults to the shipped data files. */
  shop?: ShopData;
  /** The game-data cache and its settings; without it /api/game/* is not served (tests that skip it). */
  game?: GameRoutesDeps;
  /** Top Toons' page cache: how long a page is kept and its clock (defaults: 2 s, performance.now). */
  topToons?: Omit<TopToonsCacheOptions, 'read'>;
  /** A Redis client for the rate limits' budgets (REDIS_URL); without it they live in the database. */
  rateLimitRedis?: Redis | null;
  /** How long a remote's published file may take to answer a release check; defaults to 5 s. */
  releaseFetchTimeoutMs?: number;
  /** The arcade's replay and move budgets (tests pass small ones); defaults to the site's. */
  arcadeBudgets?: ArcadeBudgets;
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, logger, verifier } = deps;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestLog(logger));
  app.use(securityHeaders());
  const corsHeaders = cors({
    origin: config.corsOrigins,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    // Retry-After: a page says when a refused request (429) may be tried again.
    exposeHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  // A request without Origin is not cross-origin: it needs no CORS header, only `Vary: Origin` (so a
  // shared cache keeps it apart from a cross-origin one). Hono's cors would set its headers before the
  // route and rebuild the route's whole Response to add them, about a fifth of a cached read's time.
  app.use('/api/*', async (c, next) => {
    if (c.req.header('origin') !== undefined) return corsHeaders(c, next);
    await next();
    c.res.headers.append('Vary', 'Origin');
  });
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, allowed) =>
        errorResponse(
          c,
          new HttpError(405, 'method_not_allowed', `Use ${allowed.join(', ')} here.`, undefined, {
            Allow: allowed.join(', '),
          }),
        ),
    }),
  );
  const limitBody = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: () => {
      throw new HttpError(
        413,
        'payload_too_large',
        `The request body is over ${config.bodyLimitBytes} bytes.`,
      );
    },
  });
  // Reads skip it: no route reads their body, and asking for one makes the node server build a whole
  // Request per read (about a tenth of a cached read's time).
  app.use('/api/*', (c, next) => (READ_METHODS.has(c.req.method) ? next() : limitBody(c, next)));
  if (config.rateLimits) {
    app.use(
      '/api/*',
      rateLimits({
        limits: config.rateLimits,
        trustProxyHops: config.trustProxyHops ?? 0,
        trustProxySecret: config.trustProxySecret ?? null,
        verifier,
        database: deps.database,
        redis: deps.rateLimitRedis ?? null,
        logger,
      }),
    );
  }

  const api = new Hono<AppEnv>();
  api.route(
    '/',
    healthRoutes({
      database: deps.database,
      logger,
      version: deps.version ?? readVersion(),
      startedAt: deps.startedAt ?? Date.now(),
    }),
  );
  const topToonsPages = createTopToonsCache({
    ...deps.topToons,
    read: ({ category, page, pageSize }) => topToons(deps.database.db, category, page, pageSize),
  });
  // Registered before the routes that write toons or publish them (a user leaving anonymity).
  for (const path of ['/toons', '/toons/*', '/users/*']) api.use(path, noteRankingWrites(topToonsPages));
  api.route('/', meRoutes(verifier));
  api.route('/', userRoutes(deps.database, verifier));
  api.route('/', toonRoutes({ database: deps.database, verifier, now: deps.now ?? (() => new Date()) }));
  api.route(
    '/',
    arcadeRoutes({
      database: deps.database,
      verifier,
      now: deps.now ?? (() => new Date()),
      trustProxyHops: config.trustProxyHops ?? 0,
      ...(deps.arcadeBudgets ? { budgets: deps.arcadeBudgets } : {}),
    }),
  );
  api.route('/', topToonsRoutes(topToonsPages));
  api.route(
    '/',
    moderationRoutes({
      database: deps.database,
      verifier,
      now: deps.now ?? (() => new Date()),
      topToons: topToonsPages,
    }),
  );
  api.route('/', toonLinkRoutes({ verifier, logger }));
  const shopDeps = {
    database: deps.database,
    verifier,
    shop: deps.shop ?? shippedShopData(),
    now: deps.now ?? (() => new Date()),
  };
  api.route(
    '/',
    makeshipRoutes(deps.makeship ?? createMakeshipFeed({ source: SAMPLE_SOURCE, cacheSeconds: 300, logger })),
  );
  api.route('/', storeRoutes(shopDeps));
  api.route('/', trinketRoutes(shopDeps));
  api.route('/', giveawayRoutes(shopDeps));
  api.route('/', promotionRoutes(shopDeps.shop));
  api.route('/', fileRoutes());
  api.route(
    '/',
    releaseRoutes({
      database: deps.database,
      verifier,
      now: deps.now ?? (() => new Date()),
      releaseToken: config.releaseToken ?? null,
      remoteOrigins: config.remoteOrigins ?? DEFAULT_REMOTE_ORIGINS,
      fetchTimeoutMs: deps.releaseFetchTimeoutMs ?? RELEASE_FETCH_TIMEOUT_MS,
    }),
  );
  api.route(
    '/',
    releaseStatusRoutes({
      database: deps.database,
      verifier,
      now: deps.now ?? (() => new Date()),
      releaseToken: config.releaseToken ?? null,
    }),
  );
  api.route(
    '/',
    telemetryRoutes({
      database: deps.database,
      logger,
      now: deps.now ?? (() => new Date()),
      canary: config.canary ?? DEFAULT_CANARY_RULE,
    }),
  );
  if (deps.game) api.route('/', gameRoutes(deps.game));
  app.route('/api', api);

  app.notFound((c) =>
    errorResponse(c, new HttpError(404, 'not_found', `No route for ${c.req.method} ${c.req.path}.`)),
  );
  app.onError((error, c) => handleError(error, c, logger));
  return app;
}
