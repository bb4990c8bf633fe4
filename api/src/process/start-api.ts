// The api as a child process (its build, dist/main.js), as `npm start`, the e2e suite and the
// api's own process tests run it; and the settings that put it behind the site's server.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** dist/main.js, from this file in src/process/ (tests) or dist/process/ (built). */
const mainScript = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const POLL_INTERVAL_MS = 200;

export interface RunningApi {
  url: string;
  /** Ends the process with `signal` (SIGTERM unless told) and resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface StartApiOptions {
  port: number;
  /** Added to this process's environment (the api's settings: api/src/config.ts). */
  env?: Record<string, string>;
  /** Receives everything the api writes (its JSON log lines). */
  log?: (text: string) => void;
}

/**
 * The api's settings for running behind the site's server, which forwards /api and appends the
 * address it saw to X-Forwarded-For (site-server/api-proxy.mjs): the api believes exactly that one
 * hop, so each visitor spends their own per-address budgets, and only on requests carrying
 * `proxySecret`, which the site's server adds: one that reaches the api's port directly is counted by
 * its own address. A proxy in front of the site's server is one more hop.
 */
export const apiBehindSiteServerEnv = (proxySecret: string): Record<string, string> => ({
  TRUST_PROXY_HOPS: '1',
  TRUST_PROXY_SECRET: proxySecret,
});

/** A fresh secret for one run, shared by the site's server and the api (never stored). */
export const newProxySecret = (): string => randomBytes(32).toString('base64url');

/** Starts dist/main.js on 127.0.0.1:`port`; resolves once /api/health answers, rejects if it exits first. */
export async function startApi({ port, env = {}, log = () => {} }: StartApiOptions): Promise<RunningApi> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let alive = true;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      alive = false;
      resolve();
    }),
  );
  child.stdout.on('data', (chunk: Buffer) => log(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => log(chunk.toString()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (alive) child.kill(signal);
    await exited;
  };
  try {
    await untilHealthy(`${url}/api/health`, child, () => alive);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { url, stop };
}

async function untilHealthy(healthUrl: string, child: ChildProcess, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the api (pid ${child.pid}) exited before ${healthUrl} answered`);
    const healthy = await fetch(healthUrl, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(`${healthUrl} did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}
