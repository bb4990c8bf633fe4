// The whole site as a separate process (`npm start`, or its script), as a person or a deployment
// would run it: started in a process group of its own, waited for through the site's own origin,
// and stopped the way Ctrl-C stops it (SIGINT to the whole group). Used by CI's first-run check and
// by the suite's run against a separately started site.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './parts.mjs';
import { run } from './run.mjs';
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
    /**
     * Ctrl-C, then up to `timeoutMs` for the whole group to end; resolves whether it did.
     * @param {number} timeoutMs
     */
    stopWithin: async (timeoutMs) => {
      if (alive) process.kill(-(/** @type {number} */ (child.pid)), 'SIGINT');
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const ended = await Promise.race([
        exited,
        new Promise((resolve) => {
          timer = setTimeout(() => resolve(null), timeoutMs);
        }),
      ]);
      // Cleared, or the caller's process would wait out the whole timeout before it exits (CI's
      // first-run check did: 30 s of every run).
      clearTimeout(timer);
      return ended !== null;
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

/**
 * The e2e suite as QA runs it against a deployment: at SITE_URL, its reports in e2e/`reportDir`.
 * Resolves with Playwright's exit code.
 * @param {string} reportDir
 * @param {string[]} playwrightArgs
 */
export function testSuiteAgainstSite(reportDir, playwrightArgs) {
  return run(path.join(repoRoot, 'node_modules/.bin/playwright'), ['test', ...playwrightArgs], {
    cwd: path.join(repoRoot, 'e2e'),
    env: { ...process.env, E2E_BASE_URL: SITE_URL, E2E_REPORT_DIR: reportDir },
  });
}
