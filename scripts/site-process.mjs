// The whole site as a separate process (`npm start`, or its script), as a person or a deployment
// would run it: started in a process group of its own, waited for through the site's own origin,
// and stopped the way Ctrl-C stops it (SIGINT to the whole group). Used by CI's first-run check and
// by the suite's run against a separately started site.
import { spawn } from 'node:child_process';
import { answers, waitUntil } from './wait.mjs';

export const SITE_URL = 'http://localhost:3000';

/**
 * @param {{ command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv, echo?: boolean }} options
 */
export function startSiteProcess({ command, args, cwd, env = process.env, echo = true }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let alive = true;
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      alive = false;
      resolve({ code, signal });
    }),
  );
  if (echo)
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => process.stdout.write(chunk));
  else for (const stream of [child.stdout, child.stderr]) stream.resume();

  return {
    child,
    isAlive: () => alive,
    exited,
    /**
     * Resolves once `test()` holds; rejects if the process ends first.
     * @param {string} what
     * @param {() => Promise<boolean>} test
     * @param {number} timeoutMs
     */
    waitUntil: (what, test, timeoutMs) => waitUntil(what, test, { timeoutMs, isAlive: () => alive }),
    /** Ctrl-C: SIGINT to the whole process group (npm does not pass it on to its script). */
    interrupt: () => {
      if (alive) process.kill(-(/** @type {number} */ (child.pid)), 'SIGINT');
    },
    /** Stops every process of the group at once, for when Ctrl-C did not. */
    kill: () => {
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
}

/** The site's health through its own origin: the api answers behind the site server. */
export const siteHealthy = () =>
  answers(`${SITE_URL}/api/health`, {
    check: async (response) => (await response.json()).status === 'ok',
  });
