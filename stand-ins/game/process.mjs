// The game stand-in as a child process of its own (main.mjs), so it can be stopped or signalled
// alone while the api keeps running: `npm start`, the e2e suite and the dev-mode suite start it so.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const mainScript = fileURLToPath(new URL('./main.mjs', import.meta.url));
const READY_TIMEOUT_MS = 15_000;
const POLL_INTERVAL_MS = 200;

/** @typedef {{ url: string, stop: () => Promise<void> }} RunningGameStandinProcess */

/**
 * Starts main.mjs on 127.0.0.1:`port`; resolves once its status answers, rejects if it exits first.
 * @param {{ port: number, log?: (text: string) => void }} options
 * @returns {Promise<RunningGameStandinProcess>}
 */
export async function startGameStandinProcess({ port, log = () => {} }) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, GAME_STANDIN_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let alive = true;
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) =>
    child.on('exit', () => {
      alive = false;
      resolve();
    }),
  );
  child.stdout.on('data', (chunk) => log(chunk.toString()));
  child.stderr.on('data', (chunk) => log(chunk.toString()));
  const stop = async () => {
    if (alive) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const ready = await fetch(`${url}/__standin/status`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    if (!alive || Date.now() > deadline) {
      await stop();
      throw new Error(
        alive
          ? `the game stand-in did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s`
          : `the game stand-in exited before it answered on ${url}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
