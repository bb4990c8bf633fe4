// The real api process (api/dist/main.js, compiled first) in Auth emulator mode, where ID tokens
// are not signature-checked: it refuses to start unless it listens on loopback only, and says
// loudly in its log that it runs in that mode.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../stand-ins/free-port.mjs';
import { compileApi, startApiProcess } from '../testing/api-process.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const EMULATOR_ENV = {
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIREBASE_PROJECT_ID: 'demo-trinket',
  DATABASE_URL: '',
  PGLITE_DIR: 'memory://',
  // Nothing listens there: the population sampler fails quietly, which is not under test.
  GAME_API_BASE_URL: 'http://127.0.0.1:9',
};

beforeAll(() => compileApi(), 120_000);

/** Runs api/dist/main.js to its exit; resolves with the exit code and everything it printed. */
async function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

describe('the api in Auth emulator mode', () => {
  it.each(['0.0.0.0', '::', '192.0.2.10'])(
    'refuses to start on %s: exits 1 with the reason, before opening anything',
    async (host) => {
      const port = await freePort();
      const { code, output } = await runToExit({ ...EMULATOR_ENV, HOST: host, PORT: String(port) });
      expect(code, output).toBe(1);
      expect(output).toContain('Invalid environment configuration');
      expect(output).toContain(
        'HOST: with FIREBASE_AUTH_EMULATOR_HOST set the api accepts unsigned ID tokens, so it listens on loopback only',
      );
      expect(output).toContain(`(got "${host}")`);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    },
    30_000,
  );

  it('starts on loopback and warns loudly at start that tokens are not signature-checked', async () => {
    const api = await startApiProcess({ ...EMULATOR_ENV, LOG_LEVEL: 'warn' });
    try {
      expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
      const warning = api
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level?: string; msg?: string })
        .find((line) => line.msg?.includes('AUTH EMULATOR MODE'));
      expect(warning, api.output()).toMatchObject({ level: 'warn' });
      expect(warning?.msg).toMatch(
        /NOT signature-checked.*never set FIREBASE_AUTH_EMULATOR_HOST in production/,
      );
    } finally {
      await api.stop();
    }
    // PGlite's first start is a few seconds, far more on a loaded machine.
  }, 120_000);
});
