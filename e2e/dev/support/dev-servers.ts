// Starts the dev servers the way a volunteer does (`npm run dev`, `npm run dev -w <remote>`), each
// in a process group of its own so stopping it ends every child (tsc, the api, rsbuild, the emulator).
import { type ChildProcess, spawn } from 'node:child_process';
import { repoRoot } from '../../../scripts/parts.mjs';
import { answers, portTaken, waitUntil } from '../../../scripts/wait.mjs';

export interface DevServers {
  /** Everything the command printed so far (shown when a test fails). */
  output: () => string;
  stop: () => Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the ports to be free: another run (or a bench) may be finishing on them. */
export async function waitForFreePorts(ports: readonly number[], timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const taken = [];
    for (const port of ports) if (await portTaken(port)) taken.push(port);
    if (taken.length === 0) return;
    if (Date.now() > deadline) throw new Error(`ports ${taken.join(', ')} are in use by something else`);
    await delay(1_000);
  }
}

/** Resolves once `url` answers 2xx (a dev server holds requests until its first build is done). */
export async function waitForUrl(url: string, server: { exited: () => boolean }, timeoutMs: number) {
  await waitUntil(`${url} answered (the dev command)`, () => answers(url, { timeoutMs: 30_000 }), {
    timeoutMs,
    isAlive: () => !server.exited(),
  });
}

/**
 * Runs `npm <args>` from the repository root and resolves once every URL of `readyUrls` answers.
 */
export async function startDevCommand(
  args: string[],
  {
    readyUrls,
    env = {},
    timeoutMs = 240_000,
  }: { readyUrls: string[]; env?: Record<string, string>; timeoutMs?: number },
): Promise<DevServers> {
  const child: ChildProcess = spawn('npm', args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited || child.pid === undefined) return;
    const group = -child.pid;
    try {
      process.kill(group, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exit, delay(15_000)]);
    // Whatever of the group is left (a dev server slow to close) is ended outright.
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // the whole group is gone
    }
  };
  try {
    for (const url of readyUrls) await waitForUrl(url, { exited: () => exited }, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- npm ${args.join(' ')} said ---\n${output}`);
  }
  return { output: () => output, stop };
}
