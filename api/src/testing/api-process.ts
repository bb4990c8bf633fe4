// The real api as a process of its own (api/dist/main.js through process/start-api.ts), for
// tests about the process itself: killed, restarted. Each start takes a free port of its own, so
// these tests never touch the site's ports (3100) that the e2e suite uses.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from 'stand-ins/free-port.mjs';
import { type RunningApi, startApi } from '../process/start-api.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Compiles the api (`tsc -b api`): incremental, about a second when api/dist is current, and it
 * means the process under test runs this checkout's code rather than whatever dist held.
 */
export async function compileApi(): Promise<void> {
  const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
  try {
    await promisify(execFile)(process.execPath, [tsc, '-b', path.join(repoRoot, 'api')], { cwd: repoRoot });
  } catch (error) {
    const output = (error as { stdout?: string }).stdout ?? '';
    throw new Error(`tsc -b api failed:\n${output}`, { cause: error });
  }
}

export interface ApiProcess extends RunningApi {
  /** Everything the process wrote (its JSON log lines), for failure messages. */
  output(): string;
}

/** Starts api/dist/main.js on a free loopback port with `env`; resolves once /api/health answers. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  let output = '';
  const api = await startApi({
    port: await freePort(),
    env: { HOST: '127.0.0.1', ...env },
    log: (text) => {
      output += text;
    },
  });
  return { ...api, output: () => output };
}
