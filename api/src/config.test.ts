import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, IN_MEMORY, loadConfig, repoRoot } from './config.js';

describe('loadConfig', () => {
  it('fills in the defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3100,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: path.join(repoRoot, '.data/pglite'),
      firebaseProjectId: 'demo-trinket',
      firebaseAuthEmulatorHost: undefined,
      logLevel: 'info',
      bodyLimitBytes: 102_400,
      corsOrigins: [
        'http://localhost:3000',
        'http://localhost:3001',
        'http://localhost:3002',
        'http://localhost:3003',
        'http://localhost:3004',
        'http://localhost:3005',
      ],
      makeshipSource: path.join(repoRoot, 'api/data/makeship-sample.json'),
      makeshipCacheSeconds: 300,
      gameApiBaseUrl: 'https://www.toontownrewritten.com/api',
      renditionBaseUrl: 'https://rendition.toontownrewritten.com',
      gameApiTimeoutMs: 5000,
      populationSampleSeconds: 300,
      rateLimits: { writesPerMinute: 120, signupsPerHour: 60, refusedPerMinute: 60, telemetryPerMinute: 30 },
      trustProxyHops: 0,
      trustProxySecret: null,
      redisUrl: null,
      canary: { minLoads: 50, maxExtraFailureRate: 0.05 },
      releaseToken: null,
      remoteOrigins: {
        auth: 'http://localhost:3001/',
        toons: 'http://localhost:3002/',
        makeship: 'http://localhost:3003/',
        arcade: 'http://localhost:3004/',
        tools: 'http://localhost:3005/',
      },
    });
  });

  it('reads RELEASE_TOKEN and REMOTE_ORIGINS, and keeps a bad token out of the message', () => {
    const token = 'a-release-token-of-32-characters-or-more';
    const config = loadConfig({
      RELEASE_TOKEN: token,
      REMOTE_ORIGINS: 'arcade=https://cdn.example/arcade, tools=https://tools.example',
    });
    expect(config.releaseToken).toBe(token);
    expect(config.remoteOrigins).toEqual({
      arcade: 'https://cdn.example/arcade/',
      tools: 'https://tools.example/',
    });
    expect(() => loadConfig({ RELEASE_TOKEN: 'short-token' })).toThrow(/RELEASE_TOKEN: expected 32/);
    expect(() => loadConfig({ RELEASE_TOKEN: 'short-token' })).not.toThrow(/short-token/);
    for (const bad of [
      'arcade',
      'arcade=ftp://x.example',
      'Arcade=https://x.example',
      'a=https://u:p@x.example',
    ])
      expect(() => loadConfig({ REMOTE_ORIGINS: bad }), bad).toThrow(/REMOTE_ORIGINS/);
  });

  it('reads REDIS_URL for the rate limits and refuses anything but a redis URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.org:6380/0' }).redisUrl).toBe(
      'rediss://cache.example.org:6380/0',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('reads the rate limits and proxy hops; 0 switches a limit off; refuses nonsense', () => {
    const config = loadConfig({
      RATE_LIMIT_WRITES_PER_MINUTE: '0',
      RATE_LIMIT_SIGNUPS_PER_HOUR: '5000',
      RATE_LIMIT_REFUSED_PER_MINUTE: '7',
      RATE_LIMIT_TELEMETRY_PER_MINUTE: '9',
      TRUST_PROXY_HOPS: '1',
    });
    expect(config.rateLimits).toEqual({
      writesPerMinute: 0,
      signupsPerHour: 5000,
      refusedPerMinute: 7,
      telemetryPerMinute: 9,
    });
    expect(config.trustProxyHops).toBe(1);
    expect(() => loadConfig({ RATE_LIMIT_WRITES_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_WRITES_PER_MINUTE/);
    expect(() => loadConfig({ RATE_LIMIT_SIGNUPS_PER_HOUR: 'lots' })).toThrow(/RATE_LIMIT_SIGNUPS_PER_HOUR/);
    expect(() => loadConfig({ RATE_LIMIT_REFUSED_PER_MINUTE: '-3' })).toThrow(
      /RATE_LIMIT_REFUSED_PER_MINUTE/,
    );
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '1.5' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ RATE_LIMIT_TELEMETRY_PER_MINUTE: '-1' })).toThrow(
      /RATE_LIMIT_TELEMETRY_PER_MINUTE/,
    );
  });

  it("reads the automatic rollback's rule and refuses a margin outside 0-1 or a count below 1", () => {
    expect(loadConfig({ CANARY_MIN_LOADS: '4', CANARY_MAX_EXTRA_FAILURE_RATE: '0.2' }).canary).toEqual({
      minLoads: 4,
      maxExtraFailureRate: 0.2,
    });
    expect(() => loadConfig({ CANARY_MIN_LOADS: '0' })).toThrow(/CANARY_MIN_LOADS/);
    expect(() => loadConfig({ CANARY_MAX_EXTRA_FAILURE_RATE: '1.5' })).toThrow(
      /CANARY_MAX_EXTRA_FAILURE_RATE/,
    );
    expect(() => loadConfig({ CANARY_MAX_EXTRA_FAILURE_RATE: 'some' })).toThrow(
      /CANARY_MAX_EXTRA_FAILURE_RATE/,
    );
  });

  it('reads the proxy secret and refuses one too short to be a secret', () => {
    expect(loadConfig({ TRUST_PROXY_SECRET: 'k3Q9-long-enough-secret' }).trustProxySecret).toBe(
      'k3Q9-long-enough-secret',
    );
    expect(loadConfig({ TRUST_PROXY_SECRET: '' }).trustProxySecret).toBeNull();
    expect(() => loadConfig({ TRUST_PROXY_SECRET: 'short' })).toThrow(/TRUST_PROXY_SECRET: expected 16/);
    // Never printed, even when refused.
    expect(() => loadConfig({ TRUST_PROXY_SECRET: 'short' })).not.toThrow(/short/);
    expect(() => loadConfig({ TRUST_PROXY_SECRET: 'has a space in it, sixteen+' })).toThrow(
      /TRUST_PROXY_SECRET/,
    );
  });

  it('reads the game settings and refuses a bad base URL or sampling interval', () => {
    const config = loadConfig({
      GAME_API_BASE_URL: 'http://127.0.0.1:3200',
      RENDITION_BASE_URL: 'http://127.0.0.1:3200',
      POPULATION_SAMPLE_SECONDS: '60',
      GAME_API_TIMEOUT_MS: '1500',
    });
    expect(config).toMatchObject({
      gameApiBaseUrl: 'http://127.0.0.1:3200',
      renditionBaseUrl: 'http://127.0.0.1:3200',
      populationSampleSeconds: 60,
      gameApiTimeoutMs: 1500,
    });
    expect(() => loadConfig({ GAME_API_TIMEOUT_MS: '0' })).toThrow(/GAME_API_TIMEOUT_MS/);
    expect(() => loadConfig({ GAME_API_BASE_URL: 'not a url' })).toThrow(/GAME_API_BASE_URL/);
    expect(() => loadConfig({ POPULATION_SAMPLE_SECONDS: '1' })).toThrow(/POPULATION_SAMPLE_SECONDS/);
  });

  it('reads the Makeship source as a URL or a file path, and refuses other schemes', () => {
    expect(loadConfig({ MAKESHIP_SOURCE: 'https://example.test/campaigns.json' }).makeshipSource).toBe(
      'https://example.test/campaigns.json',
    );
    expect(loadConfig({ MAKESHIP_SOURCE: 'data/campaigns.json' }).makeshipSource).toBe(
      path.resolve('data/campaigns.json'),
    );
    expect(loadConfig({ MAKESHIP_CACHE_SECONDS: '5' }).makeshipCacheSeconds).toBe(5);
    expect(() => loadConfig({ MAKESHIP_SOURCE: 'ftp://example.test/x' })).toThrow(/MAKESHIP_SOURCE/);
    expect(() => loadConfig({ MAKESHIP_CACHE_SECONDS: '-1' })).toThrow(/MAKESHIP_CACHE_SECONDS/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db.internal:5432/trinkets',
      PGLITE_DIR: 'relative/dir',
      FIREBASE_PROJECT_ID: 'trinket-prod',
      LOG_LEVEL: 'debug',
      BODY_LIMIT_BYTES: '2048',
      CORS_ORIGINS: ' https://trinkets.example , http://localhost:3000 ,',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app@db.internal:5432/trinkets',
      pgliteDir: path.resolve('relative/dir'),
      firebaseProjectId: 'trinket-prod',
      firebaseAuthEmulatorHost: undefined,
      logLevel: 'debug',
      bodyLimitBytes: 2048,
      corsOrigins: ['https://trinkets.example', 'http://localhost:3000'],
    });
  });

  describe('emulator mode (FIREBASE_AUTH_EMULATOR_HOST: unsigned tokens accepted)', () => {
    it.each(['127.0.0.1', '::1', 'localhost', '127.0.0.2'])(
      'is allowed on the loopback address %s',
      (host) => {
        const config = loadConfig({ HOST: host, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
        expect(config).toMatchObject({ host, firebaseAuthEmulatorHost: '127.0.0.1:9099' });
      },
    );

    it('is allowed with the default HOST (127.0.0.1)', () => {
      expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).host).toBe('127.0.0.1');
    });

    it.each(['0.0.0.0', '::', '192.168.1.10', 'api.internal'])(
      'is refused on %s, naming HOST and why',
      (host) => {
        const start = () => loadConfig({ HOST: host, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
        expect(start).toThrow(ConfigError);
        expect(start).toThrow(
          'HOST: with FIREBASE_AUTH_EMULATOR_HOST set the api accepts unsigned ID tokens',
        );
        expect(start).toThrow(`listens on loopback only (127.0.0.1, ::1 or localhost)`);
        expect(start).toThrow(`(got "${host}")`);
      },
    );

    it('leaves any HOST to production mode', () => {
      expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    });
  });

  it('keeps memory:// as is and treats blank values as unset', () => {
    const config = loadConfig({
      PGLITE_DIR: IN_MEMORY,
      DATABASE_URL: '',
      PORT: ' ',
      FIREBASE_AUTH_EMULATOR_HOST: '',
    });
    expect(config.pgliteDir).toBe(IN_MEMORY);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3100);
    expect(config.firebaseAuthEmulatorHost).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc', /PORT: expected a whole number \(got "abc"\)/],
    ['PORT', '70000', /PORT: expected at most 65535/],
    ['PORT', '3.5', /PORT: expected a whole number/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ URL/],
    ['FIREBASE_PROJECT_ID', 'Has Spaces', /FIREBASE_PROJECT_ID: expected a Firebase project id/],
    [
      'FIREBASE_AUTH_EMULATOR_HOST',
      'http://127.0.0.1:9099',
      /FIREBASE_AUTH_EMULATOR_HOST: expected host:port/,
    ],
    ['LOG_LEVEL', 'verbose', /LOG_LEVEL: expected one of debug, info, warn, error/],
    ['BODY_LIMIT_BYTES', '0', /BODY_LIMIT_BYTES: expected at least 1/],
    [
      'CORS_ORIGINS',
      'http://localhost:3000,localhost:3001',
      /CORS_ORIGINS: "localhost:3001" is not an origin/,
    ],
    ['CORS_ORIGINS', 'https://site.example/path', /CORS_ORIGINS: .*is not an origin/],
  ])('rejects %s=%s naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'y' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(2);
      expect((error as ConfigError).message).toMatch(
        /^Invalid environment configuration:\n {2}- PORT: .*\n {2}- LOG_LEVEL: /,
      );
    }
  });
});
