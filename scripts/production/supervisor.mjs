// A small process manager for `npm run start:production`: each child is started, waited for until it
// is ready, and started again when it dies (as systemd's Restart=always or a container
// orchestrator would), until stop() is called. Its current pid is what the topology's state file
// publishes to the tests that stop a replica on purpose.
import { spawn } from 'node:child_process';
import { waitUntil } from '../wait.mjs';

/** A child that keeps dying is restarted after a growing pause, at most this long. */
const MAX_RESTART_PAUSE_MS = 10_000;
/** Longer than the api's own grace for requests in flight (10 s). */
const STOP_GRACE_MS = 15_000;

/**
 * @typedef {object} SupervisedSpec
 * @property {string} name as printed before its output lines and in the state file
 * @property {string} command
 * @property {string[]} args
 * @property {NodeJS.ProcessEnv} [env]
 * @property {string} [cwd]
 * @property {() => Promise<boolean>} ready true once the child serves (e.g. its health URL answers)
 * @property {number} [readyTimeoutMs]
 * @property {NodeJS.Signals} [stopSignal] what asks it to stop (default SIGTERM)
 * @property {(line: string) => void} [log]
 * @property {() => void} [onChange] called whenever its pid changes (started, restarted, stopped)
 */

/**
 * @typedef {object} Supervised
 * @property {string} name
 * @property {() => number | undefined} pid the running child's pid
 * @property {() => number} restarts how many times it was started again after dying
 * @property {() => Promise<void>} stop stops it for good and resolves once it has exited
 */

/**
 * Starts the child and resolves once it is ready the first time (rejects if it exits first).
 * @param {SupervisedSpec} spec
 * @returns {Promise<Supervised>}
 */
export async function supervise(spec) {
  const { name, log = (line) => process.stdout.write(`[${name}] ${line}\n`), onChange = () => {} } = spec;
  let stopping = false;
  let restarts = 0;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** @type {Promise<void>} */
  let exited = Promise.resolve();

  const launch = () => {
    const started = Date.now();
    const current = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = current;
    let alive = true;
    for (const stream of [current.stdout, current.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line) log(line);
      });
    }
    exited = new Promise((resolve) => {
      current.on('exit', (code, signal) => {
        alive = false;
        resolve();
        if (child === current) child = undefined;
        onChange();
        if (stopping) return;
        // Quick deaths in a row wait longer each time, so a child that cannot start does not spin.
        const ranMs = Date.now() - started;
        const pause = ranMs > MAX_RESTART_PAUSE_MS ? 0 : Math.min(MAX_RESTART_PAUSE_MS, 250 * 2 ** restarts);
        log(`exited (${signal ?? `code ${code}`}); starting it again${pause ? ` in ${pause} ms` : ''}`);
        restarts += 1;
        setTimeout(() => {
          if (!stopping) launch();
        }, pause);
      });
    });
    current.on('error', (error) => log(`could not start: ${error.message}`));
    onChange();
    return { isAlive: () => alive };
  };

  const first = launch();
  try {
    await waitUntil(`${name} ready`, spec.ready, {
      timeoutMs: spec.readyTimeoutMs ?? 60_000,
      isAlive: first.isAlive,
      intervalMs: 200,
    });
  } catch (error) {
    stopping = true;
    child?.kill('SIGKILL');
    await exited;
    throw error;
  }

  return {
    name,
    pid: () => child?.pid,
    restarts: () => restarts,
    stop: async () => {
      stopping = true;
      const running = child;
      running?.kill(spec.stopSignal ?? 'SIGTERM');
      // One that does not stop in time is ended, so no port stays taken.
      const force = setTimeout(() => running?.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(force);
    },
  };
}
