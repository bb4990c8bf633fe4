// The production environment the repository ships (deploy/api.env.example) is one the api accepts,
// and it puts the api where deploy/ says: behind exactly one hop that must prove itself, with its
// budgets in Redis, on PostgreSQL, checking real ID tokens.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from './config.js';

const example = parseEnv(readFileSync(path.join(repoRoot, 'deploy/api.env.example'), 'utf8'));

describe('deploy/api.env.example', () => {
  it('passes the api’s own checks, for each replica’s port', () => {
    const config = loadConfig({ ...example, PORT: '4101' });
    expect(config.port).toBe(4101);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
    expect(config.redisUrl).toMatch(/^redis:\/\//);
    expect(config.trustProxyHops).toBe(1);
    expect(config.trustProxySecret).not.toBeNull();
  });

  it('never signs in against the Auth emulator', () => {
    expect(example.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(loadConfig(example).firebaseAuthEmulatorHost).toBeUndefined();
  });
});
